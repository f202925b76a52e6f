import type { ErrorCode, FieldErrorCode } from '@school/shared/errors/errors.contract';

const statusOf: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_credentials: 401,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  registration_disabled: 403,
  payload_too_large: 413,
  payment_declined: 402,
  insufficient_credits: 409,
  over_allowance: 409,
  idempotency_conflict: 422,
  service_unavailable: 503,
  internal: 500,
};

/** One refused field: its stable code and its English message. */
export type FieldError = { code: FieldErrorCode; message: string };

/** The one error type services throw; the error handler turns it into `{ error: {...} }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, FieldError> | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly details: Record<string, number> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      fields?: Record<string, FieldError>;
      headers?: Record<string, string>;
      status?: number;
      /** Figures the client can act on (the error body's `details`). */
      details?: Record<string, number>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? statusOf[code];
    this.fields = options.fields;
    this.headers = options.headers;
    this.details = options.details;
  }
}

export const notFound = (what = 'The requested item') =>
  new AppError('not_found', `${what} was not found.`);

/** A 400 that names the one field at fault, why (a stable code) and, in English, what to do. */
export const validationError = (field: string, code: FieldErrorCode, message: string) =>
  new AppError('validation_failed', message, { fields: { [field]: { code, message } } });
