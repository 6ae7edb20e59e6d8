import { useMemo } from 'react';
import { screensCatalogue } from './i18n';
import type { Screen } from './registry';

/**
 * A screen's sidebar and palette labels: the kit's messages `screens.<id>.nav` and
 * `screens.<id>.palette` (the registry names no words; tooling/i18n checks every one exists).
 */
export function useScreenLabels() {
  const intl = screensCatalogue.useIntl();
  return useMemo(
    () => ({
      nav: (screen: Pick<Screen, 'id'>) => intl.formatMessage({ id: `screens.${screen.id}.nav` }),
      palette: (screen: Pick<Screen, 'id'>) =>
        intl.formatMessage({ id: `screens.${screen.id}.palette` }),
    }),
    [intl],
  );
}
