/**
 * Light and dark (issue 26): the page follows the system until the person picks one; the pick
 * is written on <html> for the tokens and kept on this browser; "as the system" lets the
 * system decide again.
 */
import { act, renderHook } from '@testing-library/react';
import { COLOR_SCHEME_STORAGE_KEY, applyStoredColorScheme, useColorScheme } from '../src';

let systemDark = false;
const listeners = new Set<() => void>();
beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  systemDark = false;
  listeners.clear();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && systemDark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

it('follows the system, also when the system changes, until the person picks', () => {
  const { result } = renderHook(() => useColorScheme());
  expect(result.current).toMatchObject({ choice: 'system', scheme: 'light' });
  expect(document.documentElement).not.toHaveAttribute('data-theme');
  act(() => {
    systemDark = true;
    listeners.forEach((listener) => listener());
  });
  expect(result.current.scheme).toBe('dark');
});

it('keeps the pick on <html> and on this browser, and hands back to the system', () => {
  const { result } = renderHook(() => useColorScheme());
  act(() => result.current.choose('dark'));
  expect(result.current).toMatchObject({ choice: 'dark', scheme: 'dark' });
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');

  // The next page starts dark before anything paints.
  document.documentElement.removeAttribute('data-theme');
  applyStoredColorScheme();
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');

  act(() => result.current.choose('system'));
  expect(document.documentElement).not.toHaveAttribute('data-theme');
  expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();
});
