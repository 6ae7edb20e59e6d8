/**
 * Email addresses are unique case-insensitively: "Ann@Example.com" and "ann@example.com"
 * are one account. We keep the address as typed for display and compare the normalised form.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= 254 && EMAIL_SHAPE.test(trimmed);
}
