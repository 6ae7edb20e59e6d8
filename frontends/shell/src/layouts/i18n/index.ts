// The signed-in layouts' words (sidebar, profile menu, banners): a catalogue of their own, so
// the pages without a layout (sign-in, with its 130 KiB budget) do not download them.
import { defineCatalogue } from '@portico/frontend-kit';
import en from './en.json';

export const layoutsCatalogue = defineCatalogue('shell.layouts', {
  en,
  es: () => import('./es.json'),
});
export const { useIntl, FormattedMessage } = layoutsCatalogue;
export type { Intl } from '@portico/frontend-kit';
