import type { ReactNode } from 'react';

export function Alert({
  tone,
  children,
}: {
  tone: 'success' | 'error' | 'info' | 'warning';
  children: ReactNode;
}) {
  return (
    <div className={`pt-alert pt-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
