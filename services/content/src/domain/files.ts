/** File naming and titles, object keys and size display. Pure. */
import { randomUUID } from 'node:crypto';
import { invalid } from '@portico/kit';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** "512 B", "1.5 KB", "12 MB", "1.2 GB": 1024-based, one decimal below 10, none above. */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}

/**
 * A file name safe in an object key and a Content-Disposition fallback: the base name only
 * (no directories, so no traversal), letters, digits, dot, dash and underscore, at most 100
 * characters, never empty or dot-only.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    // Accents come apart from their letters under NFKD; dropping them keeps "Resume".
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100);
  return cleaned === '' ? 'file' : cleaned;
}

/** `{tenantId}/{userId}/{uuid}-{safe name}`: made here, never taken from a client. */
export function objectKey(tenantId: string, userId: string, fileName: string, id = randomUUID()) {
  return `${tenantId}/${userId}/${id}-${safeFileName(fileName)}`;
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(fileName: string): string {
  const fallback = safeFileName(fileName);
  const encoded = encodeURIComponent(fileName.split(/[\\/]/).pop() || fallback).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Tags as typed: trimmed, without empties or repeats, at most 20 of at most 40 characters. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const t = tag.trim().slice(0, 40);
    if (t !== '') seen.add(t);
  }
  return [...seen].slice(0, 20);
}

export const FILE_TITLE_MAX = 200;

/** A file's title as stored: trimmed, 1 to 200 characters, no control character (NUL included). */
export function fileTitle(raw: string): string {
  const title = raw.trim();
  if (title === '') throw invalid('Give the file a name', 'file_title_missing');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(title))
    throw invalid('A file name cannot contain control characters', 'file_title_control');
  if (title.length > FILE_TITLE_MAX)
    throw invalid(`A file name has at most ${FILE_TITLE_MAX} characters`, 'file_title_long');
  return title;
}
