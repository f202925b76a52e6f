import type { ErrorBody, ErrorCode } from '@school/shared/errors/errors.contract';

export type ApiErrorCode = ErrorCode | 'network_error' | 'unknown';

/** Every failed API call rejects with this, built from the `{ error: { code, message, fields } }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string>;
  /** Seconds from a 429 answer's Retry-After header. */
  readonly retryAfter: number | null;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields: Record<string, string> = {},
    retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
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
    const { code, message, fields } = body.error;
    return new ApiError(response.status, code, message, fields, retryAfter);
  }
  return new ApiError(response.status, 'unknown', response.statusText, {}, retryAfter);
}
