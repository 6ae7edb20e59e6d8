import type { Intl } from '../i18n';

/**
 * A measured figure in the page's language, or a dash when there is no data: never a made-up
 * number. Unit symbols (' %', ' ms') follow the number.
 */
export const shown = (intl: Intl, value: number | null | undefined, unit: string, digits = 0) =>
  value === null || value === undefined
    ? '–'
    : `${intl.formatNumber(value, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: false,
      })}${unit}`;
