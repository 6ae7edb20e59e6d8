/**
 * A member's initials on their Your Profile colour (docs/product.md §9 "Profile colour palette: six
 * colours"), in the shell's sidebar and the CRM users list. The fills are the deep shade of each
 * of the six colours, so white initials keep at least 4.5:1 contrast (WCAG AA) on every one.
 */
import { ROLE_COLORS, type RoleColor } from '@portico/rules';

export const PROFILE_COLORS = ROLE_COLORS;
/** Who has not picked a colour yet shows the first. */
export const DEFAULT_PROFILE_COLOR: RoleColor = 'blue';

export const PROFILE_COLOR_FILLS: Record<RoleColor, string> = {
  blue: '#1d4ed8',
  purple: '#7e22ce',
  green: '#15803d',
  gray: '#475569',
  orange: '#c2410c',
  red: '#b91c1c',
};

export const PROFILE_COLOR_LABELS: Record<RoleColor, string> = {
  blue: 'Blue',
  purple: 'Purple',
  green: 'Green',
  gray: 'Gray',
  orange: 'Orange',
  red: 'Red',
};

export const AVATAR_TEXT_COLOR = '#ffffff';

export function profileColorOf(value: unknown): RoleColor {
  return (PROFILE_COLORS as readonly unknown[]).includes(value)
    ? (value as RoleColor)
    : DEFAULT_PROFILE_COLOR;
}

/** "Ada Byron" → "AB"; only an email → its first letter. */
export function initialsOf(firstName = '', lastName = '', email = ''): string {
  const letters = [firstName, lastName].map((s) => s.trim().charAt(0)).join('');
  return (letters || email.trim().charAt(0) || '?').toUpperCase();
}

export interface AvatarProps {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** One of the six; anything else (not chosen yet) shows the default. */
  color?: string | null;
  size?: 'sm' | 'md';
}

/** Decorative: the person's name is always written beside it. */
export function Avatar({ firstName, lastName, email, color, size = 'md' }: AvatarProps) {
  return (
    <span
      className={`pt-avatar pt-avatar--${size}`}
      aria-hidden="true"
      data-color={profileColorOf(color)}
      style={{ background: PROFILE_COLOR_FILLS[profileColorOf(color)], color: AVATAR_TEXT_COLOR }}
    >
      {initialsOf(firstName, lastName, email)}
    </span>
  );
}
