import type { ReactNode } from 'react';
import { AppFrame } from './AppFrame';
import { screenLinks } from './Sidebar';

export function SuperLayout({ children }: { children: ReactNode }) {
  return (
    <AppFrame title="Portico" caption="Super Admin Console" links={screenLinks('super')}>
      {children}
    </AppFrame>
  );
}
