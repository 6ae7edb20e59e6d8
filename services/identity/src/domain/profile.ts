/** Profile rules (spec part 1 §5): first and last name required; LinkedIn must be a URL. */
import { invalid } from '@portico/kit';
import { MESSAGES } from './messages';

export interface ProfileInput {
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  linkedin?: string | null;
}

export interface ValidProfile {
  firstName: string;
  lastName: string;
  phone: string | null;
  linkedin: string | null;
}

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
  return { firstName, lastName, phone: input.phone?.trim() || null, linkedin };
}
