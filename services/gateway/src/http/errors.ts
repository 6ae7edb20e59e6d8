/**
 * Every failure leaves the gateway as `{ error, code }` with a fitting HTTP status, and
 * `reason` when the service gave one (e.g. `taken` for a subdomain), and `fields` when the
 * request failed its route's validation. Domain errors keep the spec's message; anything
 * unexpected is logged with the request id and answered with a generic message, never a
 * stack trace. Messages (`error` and each `fields` value) are in the request's language
 * (Accept-Language, which the frontends' client always sends; English when it names none
 * Portico has): @portico/rules translateServerMessage. Codes, reasons and field paths never
 * change: clients key on them.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { DomainError, httpStatusOf, isDomainError, UNIMPLEMENTED_REASON } from '@portico/kit';
import { DEFAULT_LOCALE, LOCALES, translateServerMessage, type Locale } from '@portico/rules';

export interface ErrorBody {
  error: string;
  code: string;
  reason?: string;
  /** 5xx only: what to quote to support. */
  request_id?: string;
  /** Validation failures: the message for each offending field, by its dotted path. */
  fields?: Record<string, string>;
}

/** A request refused before any service saw it: validation, unsupported bodies. */
export class RequestRefused extends DomainError {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
    reason?: string,
    /** HTTP status when it is not the code's (415 for a body that is not UTF-8 JSON). */
    readonly httpStatus?: number,
  ) {
    super('INVALID_ARGUMENT', message, reason);
  }
}

export const SOMETHING_WRONG = 'Something went wrong. Please try again.';
export const UNAVAILABLE = 'This service is not available right now. Please try again shortly.';
export const NOT_AVAILABLE = 'This feature is not available yet.';

export const NOT_FOUND_BODY: ErrorBody = { error: 'Not found', code: 'NOT_FOUND' };

/** The caller's language: the first of Accept-Language's (by preference) Portico has. */
export const localeOf = (req: Pick<Request, 'acceptsLanguages'>): Locale =>
  (req.acceptsLanguages(...LOCALES) || DEFAULT_LOCALE) as Locale;

/** An error body's words in the caller's language; everything else as it was. */
function inLanguage(body: ErrorBody, locale: Locale): ErrorBody {
  if (locale === DEFAULT_LOCALE) return body;
  const fields = body.fields
    ? Object.fromEntries(
        Object.entries(body.fields).map(([path, message]) => [
          path,
          translateServerMessage(message, locale),
        ]),
      )
    : undefined;
  return {
    ...body,
    error: translateServerMessage(body.error, locale),
    ...(fields ? { fields } : {}),
  };
}

/** Sends an error body in the caller's language; caches keep one answer per language. */
function sendError(req: Request, res: Response, status: number, body: ErrorBody): void {
  res.vary('Accept-Language');
  res.status(status).json(inLanguage(body, localeOf(req)));
}

export const notFoundHandler: RequestHandler = (req, res) => {
  sendError(req, res, 404, NOT_FOUND_BODY);
};

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const domain = toDomainError(error);
  const status = domain ? statusOf(domain) : 500;
  if (!domain || status >= 500) {
    req.log?.error({ err: error }, 'request failed');
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  if (domain?.reason === UNIMPLEMENTED_REASON) {
    sendError(req, res, 501, { error: NOT_AVAILABLE, code: 'UNIMPLEMENTED' });
    return;
  }
  // A 5xx says nothing a service or gRPC wrote (method names, peer addresses): a product
  // message and the request id, which the log line above carries with the whole story.
  const body: ErrorBody =
    domain && status < 500
      ? {
          error: domain.message,
          code: domain.code,
          ...(domain.reason ? { reason: domain.reason } : {}),
          ...(domain instanceof RequestRefused && domain.fields ? { fields: domain.fields } : {}),
        }
      : {
          error: status === 503 ? UNAVAILABLE : SOMETHING_WRONG,
          code: domain?.code ?? 'INTERNAL',
          ...(typeof req.id === 'string' ? { request_id: req.id } : {}),
        };
  if (domain?.code === 'RESOURCE_EXHAUSTED' && domain.retryAfterSeconds !== undefined) {
    res.setHeader('Retry-After', String(domain.retryAfterSeconds));
  }
  sendError(req, res, status, body);
};

const statusOf = (domain: DomainError) =>
  (domain instanceof RequestRefused && domain.httpStatus) || httpStatusOf(domain.code);

function toDomainError(error: unknown): DomainError | undefined {
  if (isDomainError(error)) return error;
  // body-parser marks what it refuses with a 4xx status and a type.
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  if (status === 400) return new RequestRefused('Malformed request body');
  if (status === 413) return new RequestRefused('Request body too large', undefined, 'too_large');
  if (status === 415) {
    const charset = type === 'charset.unsupported' || type === 'encoding.unsupported';
    return new RequestRefused(
      charset ? 'Request bodies must be UTF-8 encoded JSON' : 'Request bodies must be JSON',
      undefined,
      'unsupported_media_type',
      415,
    );
  }
  return undefined;
}
