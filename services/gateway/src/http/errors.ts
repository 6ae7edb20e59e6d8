/**
 * Every failure leaves the gateway as `{ error, code }` with a fitting HTTP status, and
 * `reason` when the service gave one (e.g. `taken` for a subdomain). Domain errors keep the
 * spec's message; anything unexpected is logged with the request id and answered with a
 * generic message, never a stack trace.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, httpStatusOf, isDomainError } from '@portico/kit';

export interface ErrorBody {
  error: string;
  code: string;
  reason?: string;
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'Not found', code: 'NOT_FOUND' } satisfies ErrorBody);
};

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const domain = toDomainError(error);
  const status = domain ? httpStatusOf(domain.code) : 500;
  if (!domain || status >= 500) {
    req.log?.error({ err: error }, 'request failed');
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  const body: ErrorBody = domain
    ? {
        error: domain.message,
        code: domain.code,
        ...(domain.reason ? { reason: domain.reason } : {}),
      }
    : { error: 'Something went wrong. Please try again.', code: 'INTERNAL' };
  if (domain?.code === 'RESOURCE_EXHAUSTED' && domain.retryAfterSeconds !== undefined) {
    res.setHeader('Retry-After', String(domain.retryAfterSeconds));
  }
  res.status(status).json(body);
};

function toDomainError(error: unknown): DomainError | undefined {
  if (isDomainError(error)) return error;
  // body-parser marks malformed JSON and oversized bodies with a 4xx status.
  const status = (error as { status?: unknown })?.status;
  if (typeof status === 'number' && status === 400) {
    return new DomainError('INVALID_ARGUMENT', 'Malformed request body');
  }
  if (typeof status === 'number' && status === 413) {
    return new DomainError('INVALID_ARGUMENT', 'Request body too large', 'too_large');
  }
  return undefined;
}
