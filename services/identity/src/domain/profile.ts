/** Profile rules (docs/product.md §5): first and last name required; LinkedIn must be a URL. */
import { invalid } from '@portico/kit';
import { isLocale, LOCALE_MESSAGE, ROLE_COLORS, type Locale, type RoleColor } from '@portico/rules';
import { MESSAGES } from './messages';

export interface ProfileInput {
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  linkedin?: string | null;
  /** One of the six colours (the role colours); empty or absent keeps the saved one. */
  profile_color?: string | null;
  /** With has_locale: the person's language, empty for none chosen; without, unchanged. */
  locale?: string | null;
  has_locale?: boolean;
  /** Only the language changes: names and contact details are neither checked nor written. */
  language_only?: boolean;
}

export interface ValidProfile {
  firstName: string;
  lastName: string;
  phone: string | null;
  linkedin: string | null;
  /** null: unchanged. */
  profileColor: RoleColor | null;
}

export const PROFILE_COLOR_MESSAGE = `Profile colour must be one of: ${ROLE_COLORS.join(', ')}`;

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The language a save asks for: a Locale, null for none chosen, undefined to keep it. */
export function requestedLocale(input: ProfileInput): Locale | null | undefined {
  if (!input.has_locale && !input.language_only) return undefined;
  const locale = input.locale?.trim() || null;
  if (locale !== null && !isLocale(locale)) throw invalid(LOCALE_MESSAGE, 'locale');
  return locale;
}

export function validateProfile(input: ProfileInput): ValidProfile {
  const firstName = input.first_name?.trim() ?? '';
  const lastName = input.last_name?.trim() ?? '';
  if (!firstName || !lastName) throw invalid(MESSAGES.profileNamesRequired, 'names');
  const linkedin = input.linkedin?.trim() || null;
  if (linkedin && !isUrl(linkedin)) throw invalid(MESSAGES.linkedinNotUrl, 'linkedin');
  const color = input.profile_color?.trim() || null;
  if (color && !(ROLE_COLORS as readonly string[]).includes(color))
    throw invalid(PROFILE_COLOR_MESSAGE, 'profile_color');
  return {
    firstName,
    lastName,
    phone: input.phone?.trim() || null,
    linkedin,
    profileColor: color as RoleColor | null,
  };
}
