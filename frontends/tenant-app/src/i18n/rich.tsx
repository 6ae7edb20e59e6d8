import type { ReactNode } from 'react';

/**
 * A message's `<hidden>` words, read by screen readers only: "Revoke<hidden> Zapier</hidden>"
 * shows Revoke and names the key to a screen reader, in one message a translator sees whole.
 */
export const visuallyHidden = (words: ReactNode[]) => (
  <span className="pt-visually-hidden">{words}</span>
);
