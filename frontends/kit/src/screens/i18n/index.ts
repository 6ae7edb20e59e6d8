// The screens' labels (sidebar links, palette actions), keyed by each screen's id: loaded with
// the registry (`@portico/frontend-kit/screens`), which the signed-out pages never load.
import { defineCatalogue } from '../../i18n/catalogue';
import en from './en.json';

export const screensCatalogue = defineCatalogue('kit.screens', {
  en,
  es: () => import('./es.json'),
});
