import type { ReactNode } from 'react';
import { useIntl } from './i18n';
import { AppFrame } from './AppFrame';
import { useScreenLinks } from './Sidebar';

export function SuperLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <AppFrame
      title={intl.formatMessage({ id: 'super.title' })}
      caption={intl.formatMessage({ id: 'super.caption' })}
      links={useScreenLinks('super')}
    >
      {children}
    </AppFrame>
  );
}
