import type { ReactNode } from 'react';

export type BadgeTone = 'blue' | 'green' | 'purple' | 'orange' | 'red' | 'gray' | 'brand';

export function Badge({ tone = 'gray', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`pt-badge pt-badge--${tone}`}>{children}</span>;
}
