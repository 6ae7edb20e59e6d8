/**
 * How many messages one person may post or edit: per person (across every conversation and
 * workspace), in fixed windows, so one account cannot flood a thread or the emails that follow
 * it. Messaging counts them in the posting transaction itself; the gateway's route declarations
 * name the policy (`messagePost`) for the API document.
 */
export const MESSAGE_POST_LIMIT = {
  name: 'message-post',
  windowSeconds: 60,
  perPerson: 120,
} as const;

/** What a caller past any per-person or per-address limit reads (with Retry-After). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a moment and try again.';
