/**
 * Domain errors are values with a code and the message a user or caller should see.
 * The same code maps to a gRPC status on the wire and to an HTTP status at the gateway,
 * so a rule broken deep in a service reaches the browser with the spec's text intact.
 */
import { status as GrpcStatus } from '@grpc/grpc-js';

export const ERROR_CODES = [
  'INVALID_ARGUMENT',
  'UNAUTHENTICATED',
  'PERMISSION_DENIED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'FAILED_PRECONDITION',
  'RESOURCE_EXHAUSTED',
  'DEADLINE_EXCEEDED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** A machine-readable reason for clients (e.g. `taken`, `invalid`), optional. */
    readonly reason?: string,
    /** For RESOURCE_EXHAUSTED: when the caller may try again (the HTTP Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const invalid = (message: string, reason?: string) =>
  new DomainError('INVALID_ARGUMENT', message, reason);
export const unauthenticated = (message = 'Authentication required', reason?: string) =>
  new DomainError('UNAUTHENTICATED', message, reason);
export const forbidden = (message = 'Forbidden', reason?: string) =>
  new DomainError('PERMISSION_DENIED', message, reason);
export const notFound = (message = 'Not found', reason?: string) =>
  new DomainError('NOT_FOUND', message, reason);
export const conflict = (message: string, reason?: string) =>
  new DomainError('ALREADY_EXISTS', message, reason);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError('RESOURCE_EXHAUSTED', message, 'rate_limited', retryAfterSeconds);
export const precondition = (message: string, reason?: string) =>
  new DomainError('FAILED_PRECONDITION', message, reason);

const TO_GRPC: Record<ErrorCode, GrpcStatus> = {
  INVALID_ARGUMENT: GrpcStatus.INVALID_ARGUMENT,
  UNAUTHENTICATED: GrpcStatus.UNAUTHENTICATED,
  PERMISSION_DENIED: GrpcStatus.PERMISSION_DENIED,
  NOT_FOUND: GrpcStatus.NOT_FOUND,
  ALREADY_EXISTS: GrpcStatus.ALREADY_EXISTS,
  FAILED_PRECONDITION: GrpcStatus.FAILED_PRECONDITION,
  RESOURCE_EXHAUSTED: GrpcStatus.RESOURCE_EXHAUSTED,
  DEADLINE_EXCEEDED: GrpcStatus.DEADLINE_EXCEEDED,
  UNAVAILABLE: GrpcStatus.UNAVAILABLE,
  INTERNAL: GrpcStatus.INTERNAL,
};

const FROM_GRPC = new Map<number, ErrorCode>(
  Object.entries(TO_GRPC).map(([code, grpc]) => [grpc, code as ErrorCode]),
);

const TO_HTTP: Record<ErrorCode, number> = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  FAILED_PRECONDITION: 422,
  RESOURCE_EXHAUSTED: 429,
  DEADLINE_EXCEEDED: 504,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const grpcStatusOf = (code: ErrorCode): GrpcStatus => TO_GRPC[code];
export const httpStatusOf = (code: ErrorCode): number => TO_HTTP[code];
export const errorCodeOfGrpc = (status: number): ErrorCode => FROM_GRPC.get(status) ?? 'INTERNAL';

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
