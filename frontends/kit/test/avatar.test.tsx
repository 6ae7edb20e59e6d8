/**
 * The avatar: a member's initials on their profile colour, readable on every one of the six
 * (WCAG AA, 4.5:1 for text), and the first colour for who has not chosen one.
 */
import { render, screen } from '@testing-library/react';
import { Avatar, AVATAR_TEXT_COLOR, initialsOf, PROFILE_COLOR_FILLS, PROFILE_COLORS } from '../src';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

it.each([...PROFILE_COLORS])('keeps the initials at AA contrast on %s', (color) => {
  expect(contrast(AVATAR_TEXT_COLOR, PROFILE_COLOR_FILLS[color])).toBeGreaterThanOrEqual(4.5);
});

it('shows first and last initials, or the email’s first letter without a name', () => {
  expect(initialsOf('ada', 'byron')).toBe('AB');
  expect(initialsOf('', '', 'sam@example.com')).toBe('S');
});

it('paints the chosen colour, and blue for an unknown or missing one', () => {
  const { container, rerender } = render(<Avatar firstName="Ada" lastName="Byron" color="red" />);
  expect(screen.getByText('AB')).toBe(container.firstChild);
  expect(container.firstChild).toHaveAttribute('data-color', 'red');
  rerender(<Avatar firstName="Ada" lastName="Byron" color="" />);
  expect(container.firstChild).toHaveAttribute('data-color', 'blue');
});
