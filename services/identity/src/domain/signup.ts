/**
 * Sign-up input rules (docs/product.md §5): full name and a valid email are required, the
 * password is at least 8 characters, and a new workspace also needs a company name.
 * A member joining by invitation has no company.
 */
import { invalid } from '@portico/kit';
import { isValidEmail, normaliseEmail } from './email';
import { MESSAGES } from './messages';

export const PASSWORD_MIN_LENGTH = 8;

export interface SignupInput {
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  companyName?: string;
  title?: string;
  /** An invitation token: the member flow, which has no company of its own. */
  invite?: string;
  /** The language the sign-up page was read in; anything but a known one is none. */
  locale?: string;
}

export interface ValidSignup {
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string | null;
  title: string | null;
}

export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  const firstName = parts.shift() ?? '';
  return { firstName, lastName: parts.join(' ') };
}

export function validatePasswordStrength(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw invalid(MESSAGES.passwordTooShort, 'weak_password');
}

/** Returns the cleaned input or throws the first broken rule with the product's message. */
export function validateSignup(input: SignupInput): ValidSignup {
  const email = input.email?.trim() ?? '';
  const password = input.password ?? '';
  if ((!email && !input.phone?.trim()) || !password) throw invalid(MESSAGES.credentialsRequired);
  const fullName = input.name?.trim() ?? '';
  if (!fullName) throw invalid(MESSAGES.fullNameRequired, 'name');
  if (!isValidEmail(email)) throw invalid(MESSAGES.invalidEmail, 'email');
  validatePasswordStrength(password);
  const companyName = input.companyName?.trim() ?? '';
  const joiningATeam = Boolean(input.invite?.trim());
  if (!joiningATeam && !companyName) throw invalid(MESSAGES.companyNameRequired, 'company_name');
  return {
    fullName,
    ...splitFullName(fullName),
    email: normaliseEmail(email),
    password,
    companyName: joiningATeam ? null : companyName,
    title: input.title?.trim() || null,
  };
}
