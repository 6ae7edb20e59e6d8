/** Profile rules (spec part 1 §5): first and last name required; LinkedIn must be a URL. */
import { invalid } from '@portico/kit';
import { ROLE_COLORS, type RoleColor } from '@portico/rules';
import { MESSAGES } from './messages';

export interface ProfileInput {
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  linkedin?: string | null;
  /** One of the six colours (the role colours); empty or absent keeps the saved one. */
  profile_color?: string | null;
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
