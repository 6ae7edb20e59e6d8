// The tenant app's words (frontends/README.md "Messages"): what a member reads on the way
// through their dashboard, files, forms and pages.
import { defineCatalogue, defineMessages } from '@portico/frontend-kit';
import en from './en.json';

export const tenantCatalogue = defineCatalogue('tenant-app', {
  en,
  es: () => import('./es.json'),
});
export const { useIntl, FormattedMessage } = tenantCatalogue;
export { defineMessages };
export type { Intl } from '@portico/frontend-kit';
export { visuallyHidden } from './rich';
