/**
 * Keeps Tab and Shift+Tab inside an element (WAI-ARIA dialog pattern: dialogs, the phone
 * sidebar drawer) with focus-trap, which knows what browsers count as focusable far better
 * than a hand-written list. It loads when a trap is first needed: every page loads the kit,
 * and sign-in has no room for it (tooling/test/bundle-budget.test.ts). Whoever opens the trap
 * moves focus in at once and takes it back on release, with or without the library loaded.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { FocusTrap } from 'focus-trap';

export function trapFocus(container: HTMLElement): () => void {
  let trap: FocusTrap | null = null;
  let released = false;
  void import('focus-trap').then(({ createFocusTrap }) => {
    if (released || !container.isConnected) return;
    trap = createFocusTrap(container, {
      fallbackFocus: container,
      initialFocus: false,
      // Escape, outside clicks and where focus goes back are the opener's.
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
      // jsdom lays nothing out, so every element would count as hidden there.
      tabbableOptions: { displayCheck: /jsdom/.test(navigator.userAgent) ? 'none' : 'full' },
    });
    trap.activate();
  });
  return () => {
    released = true;
    trap?.deactivate();
  };
}

/**
 * The traps open now, innermost last: Escape belongs to the innermost only, so a dialog opened
 * from a drawer (delete this file?) closes alone and leaves the drawer open.
 */
const openTraps: object[] = [];

/**
 * While `active`: focus moves to the first field or button inside (else the element), stays
 * inside, Escape calls `onEscape` when no trap opened after it is still open; on release focus
 * goes back to where it was.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  firstFocus = 'input, select, textarea, button:not([data-close]), a[href]',
): void {
  // Read when Escape is pressed: a new callback each render must not move focus again.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const previous = document.activeElement as HTMLElement | null;
    (element.querySelector<HTMLElement>(firstFocus) ?? element).focus();
    const release = trapFocus(element);
    const token = {};
    openTraps.push(token);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openTraps.at(-1) === token) escape.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      openTraps.splice(openTraps.indexOf(token), 1);
      document.removeEventListener('keydown', onKey);
      release();
      previous?.focus?.();
    };
  }, [active, ref, firstFocus]);
}
