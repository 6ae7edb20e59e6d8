/**
 * Light or dark (issue 26): the page follows the system's setting until the person picks one
 * in the profile menu; the pick is kept on this browser and written as `data-theme` on <html>,
 * which tokens.css reads. The shell's entry applies it before the first paint
 * (applyStoredColorScheme), so a dark page never flashes light.
 */
import { useCallback, useEffect, useState } from 'react';

export type ColorSchemeChoice = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

export const COLOR_SCHEME_STORAGE_KEY = 'portico.theme';

export function readColorSchemeChoice(): ColorSchemeChoice {
  try {
    const stored = window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const systemQuery = () =>
  typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;

export const systemColorScheme = (): ColorScheme => (systemQuery()?.matches ? 'dark' : 'light');

/** Writes the choice on <html> (data-theme only for an explicit pick) and keeps it. */
export function applyColorSchemeChoice(choice: ColorSchemeChoice, persist = true): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  if (!persist) return;
  try {
    if (choice === 'system') window.localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
    else window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice lasts for this page.
  }
}

export const applyStoredColorScheme = () => applyColorSchemeChoice(readColorSchemeChoice(), false);

/** The person's choice, the scheme the page shows, and a way to change it. */
export function useColorScheme(): {
  choice: ColorSchemeChoice;
  scheme: ColorScheme;
  choose(choice: ColorSchemeChoice): void;
} {
  const [choice, setChoice] = useState<ColorSchemeChoice>(readColorSchemeChoice);
  const [system, setSystem] = useState<ColorScheme>(systemColorScheme);
  useEffect(() => {
    const query = systemQuery();
    if (!query) return;
    const onChange = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  const choose = useCallback((next: ColorSchemeChoice) => {
    applyColorSchemeChoice(next);
    setChoice(next);
  }, []);
  return { choice, scheme: choice === 'system' ? system : choice, choose };
}
