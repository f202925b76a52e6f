import type { ErrorBody, ErrorCode } from '@school/shared/errors/errors.contract';
import type { FieldErrorCode } from '@school/shared/errors/errors.rules';

export type ApiErrorCode = ErrorCode | 'network_error' | 'unknown';
/** A FieldErrorCode, or one a newer server sends that this client has no text for. */
export type ReceivedFieldCode = FieldErrorCode | (string & Record<never, never>);

type ApiErrorDetails = {
  /** The server's English message per refused field. */
  fields?: Record<string, string>;
  /** Why each field was refused; translate by this, never by the message's words. */
  fieldCodes?: Record<string, ReceivedFieldCode>;
  /** Seconds from a 429 answer's Retry-After header. */
  retryAfter?: number | null;
  /** The `error` object as the server sent it, for answers that carry more (a 409's list of conflicts). */
  detail?: Record<string, unknown>;
};

/** Every failed API call rejects with this, built from the `{ error: { code, message, fields } }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string>;
  readonly fieldCodes: Record<string, ReceivedFieldCode>;
  readonly retryAfter: number | null;
  readonly detail: Record<string, unknown>;

  constructor(status: number, code: ApiErrorCode, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = details.fields ?? {};
    this.fieldCodes = details.fieldCodes ?? {};
    this.retryAfter = details.retryAfter ?? null;
    this.detail = details.detail ?? {};
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error: unknown = value.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

export async function toApiError(response: Response): Promise<ApiError> {
  const retryHeader = response.headers.get('Retry-After');
  const retryAfter = retryHeader !== null && /^\d+$/.test(retryHeader) ? Number(retryHeader) : null;
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) {
    const { code, message, fields, fieldCodes } = body.error;
    return new ApiError(response.status, code, message, {
      fields,
      fieldCodes,
      retryAfter,
      detail: { ...body.error },
    });
  }
  return new ApiError(response.status, 'unknown', response.statusText, { retryAfter });
}
