/** Opaque page cursors: what the next page continues after, base64url-encoded JSON. */
import { invalid } from '@portico/kit';

const BAD_CURSOR = 'That page link is no longer valid. Start from the first page.';

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor<T>(cursor: string, valid: (value: unknown) => value is T): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(BAD_CURSOR, 'cursor');
  }
  if (!valid(value)) throw invalid(BAD_CURSOR, 'cursor');
  return value;
}
