/** Building blocks the route declarations share, so limits and shapes are said once. */
import { z } from 'zod';
import {
  isLocale,
  LOCALE_MESSAGE,
  LOCALES,
  PLAN_CHOICE_MESSAGE,
  PLAN_KEYS,
  type Locale,
} from '@portico/rules';

/** Longest free text a field takes (names, titles, reasons). */
export const TEXT_MAX = 200;
/** Emails (RFC 5321's limit on a path). */
export const EMAIL_MAX = 254;
/** Passwords: generous, but bounded so hashing cost stays bounded. */
export const PASSWORD_MAX = 256;
/** Opaque tokens and ids (invitation, reset, session, checkout). */
export const TOKEN_MAX = 512;
/** URLs (logo, webhook). */
export const URL_MAX = 2048;

/** A string of at most `max` characters. */
export const text = (max = TEXT_MAX) => z.string().max(max);

/**
 * A plan key of the shared plan rules. Anything else is refused here, before sign-up creates
 * an account, instead of reaching tenancy after it.
 */
export const planKey = () => z.enum(PLAN_KEYS, { error: PLAN_CHOICE_MESSAGE });

/** A language Portico has a catalogue for (en, es), refused with the languages named. */
export const locale = () => z.enum(LOCALES, { error: LOCALE_MESSAGE });

/** A language as the services answer it ('' for none), as the API does: null for none. */
export const localeOrNull = (value: string): Locale | null => (isLocale(value) ? value : null);

/** The body of every failure (http/errors.ts). */
export const ErrorSchema = z
  .object({
    error: z.string().describe('The message to show'),
    code: z.string().describe('INVALID_ARGUMENT, UNAUTHENTICATED, PERMISSION_DENIED, NOT_FOUND, …'),
    reason: z.string().optional().describe('Machine-readable detail, e.g. `taken`'),
    request_id: z
      .string()
      .optional()
      .describe('Unexpected failures (5xx): the id to quote to support; nothing else is said'),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe('Validation failures: the message for each field, by its dotted path'),
  })
  .meta({ id: 'Error' });

/** A confirmation the screens show as is. */
export const MessageSchema = z.object({ message: z.string() });

export const UserRefSchema = z.object({ id: z.string(), email: z.string() });
