/** A message can be edited or deleted by its sender for 15 minutes after it was sent. */
import { forbidden, precondition } from '@portico/kit';

export const EDIT_WINDOW_MS = 15 * 60 * 1000;

export const CHANGE_RULES = {
  notSender: 'You can only change your own messages',
  deleted: 'This message was deleted',
  tooLate: 'Messages can be edited or deleted for 15 minutes after sending',
} as const;

export const editableUntil = (sentAt: Date): Date => new Date(sentAt.getTime() + EDIT_WINDOW_MS);

/** Throws the reason `userId` may not change the message at `now`. */
export function assertChangeable(
  message: { sender_id: string; created_at: Date; deleted_at: Date | null },
  userId: string,
  now: Date,
): void {
  if (message.sender_id !== userId) throw forbidden(CHANGE_RULES.notSender, 'not_sender');
  if (message.deleted_at) throw precondition(CHANGE_RULES.deleted, 'deleted');
  if (now.getTime() > editableUntil(message.created_at).getTime())
    throw precondition(CHANGE_RULES.tooLate, 'edit_window_passed');
}
