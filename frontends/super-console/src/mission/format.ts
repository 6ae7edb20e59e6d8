/**
 * How Mission Control writes its figures, shared with the browser test that checks the screen
 * says what the API answered.
 */

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** Decimal units, as storage quotas are sold: 1 KB = 1000 bytes. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

/** Share of the quota used, one decimal; null without a quota. */
export function storagePercent(usedBytes: number, quotaBytes: number | null): string | null {
  if (!quotaBytes) return null;
  return `${((usedBytes / quotaBytes) * 100).toFixed(1)} %`;
}

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** A time in the viewer's own time zone, as the charts' axes show it. */
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
