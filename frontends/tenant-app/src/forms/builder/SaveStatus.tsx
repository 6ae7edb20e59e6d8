/**
 * The builder's autosave status (docs/product.md §2, §4): 'Saving…' while a save runs, 'Saved' for
 * 1200 ms after it, then 'Last saved Ns/m/h ago', kept current while the page is open.
 */
import { useEffect, useState } from 'react';
import { useIntl, type Intl } from '../../i18n';
import { lastSavedText } from './builderState';
import type { SaveState } from './useFormSaver';

export function SaveStatus({ state }: { state: SaveState }) {
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  const ticking = state.kind === 'saved' && !state.flash;
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [ticking]);

  return <span className="save-status">{text(intl, state, now)}</span>;
}

function text(intl: Intl, state: SaveState, now: number): string {
  switch (state.kind) {
    case 'idle':
      return intl.formatMessage({ id: 'builder.status.idle' });
    case 'untitled':
      return intl.formatMessage({ id: 'builder.status.untitled' });
    case 'saving':
      return intl.formatMessage({ id: 'builder.status.saving' });
    case 'saved':
      return state.flash
        ? intl.formatMessage({ id: 'builder.status.saved' })
        : lastSavedText(intl, state.at, now);
    case 'stale':
      return intl.formatMessage({ id: 'builder.status.stale' });
    case 'failed':
      return intl.formatMessage({ id: 'builder.status.failed' });
  }
}
