/**
 * The builder's autosave status (docs/product.md §2, §4): 'Saving…' while a save runs, 'Saved' for
 * 1200 ms after it, then 'Last saved Ns/m/h ago', kept current while the page is open.
 */
import { useEffect, useState } from 'react';
import { lastSavedText } from './builderState';
import type { SaveState } from './useFormSaver';

export function SaveStatus({ state }: { state: SaveState }) {
  const [now, setNow] = useState(() => Date.now());
  const ticking = state.kind === 'saved' && !state.flash;
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [ticking]);

  return <span className="save-status">{text(state, now)}</span>;
}

function text(state: SaveState, now: number): string {
  switch (state.kind) {
    case 'idle':
      return 'Not saved yet. Changes save automatically.';
    case 'untitled':
      return 'Add a title to save this form.';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return state.flash ? 'Saved' : lastSavedText(state.at, now);
    case 'stale':
      return 'Not saved: this form changed elsewhere.';
    case 'failed':
      return 'Not saved.';
  }
}
