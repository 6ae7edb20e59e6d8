/**
 * Every failed call becomes an ApiError: the gateway's `{ error, code, fields? }` body plus the
 * HTTP status, so screens can show the server's text, pick their own by code, or put each
 * field's message next to its field.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Request validation: `{ "<field path>": "<message>" }` (400 invalid_argument). */
  readonly fields: Record<string, string>;
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.fields = fieldsOf(body);
  }

  /** 502/503/504 and lost connections are worth retrying; everything else is an answer. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

function fieldsOf(body: unknown): Record<string, string> {
  const fields = (body as { fields?: unknown } | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The message to show for a failure, falling back to the screen's own text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== 0 && error.message) return error.message;
  return fallback;
}

/** The ApiError for a non-2xx answer whose body has already been read (JSON or text). */
export function apiErrorFrom(status: number, statusText: string, body: unknown): ApiError {
  const fields = (body && typeof body === 'object' ? body : {}) as {
    error?: unknown;
    message?: unknown;
    reason?: unknown;
    code?: unknown;
  };
  const text = [fields.error, fields.message, fields.reason].find(
    (v) => typeof v === 'string' && v.length > 0,
  );
  const code = typeof fields.code === 'string' ? fields.code : `http_${status}`;
  return new ApiError(
    status,
    code,
    (text as string | undefined) ?? (statusText || 'Request failed'),
    body,
  );
}
