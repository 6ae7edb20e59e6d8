/**
 * Every failed call becomes an ApiError: the gateway's `{ error, code }` body plus the HTTP
 * status, so screens can show the server's text or pick their own by code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }

  /** 502/503/504 and lost connections are worth retrying; everything else is an answer. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The message to show for a failure, falling back to the screen's own text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== 0 && error.message) return error.message;
  return fallback;
}

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const fields = (body ?? {}) as {
    error?: unknown;
    message?: unknown;
    reason?: unknown;
    code?: unknown;
  };
  const text = [fields.error, fields.message, fields.reason].find(
    (v) => typeof v === 'string' && v.length > 0,
  );
  const code = typeof fields.code === 'string' ? fields.code : `http_${response.status}`;
  return new ApiError(
    response.status,
    code,
    (text as string | undefined) ?? response.statusText ?? 'Request failed',
    body,
  );
}
