import {
  errorTexts,
  isFieldErrorCode,
  type ErrorBody,
  type ErrorCode,
  type FieldErrorCode,
} from '@school/shared/errors/errors.contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../lib/app-error.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'validation_failed',
  429: 'rate_limited',
  503: 'service_unavailable',
};

function body(
  code: ErrorCode,
  message: string,
  fields?: Record<string, FieldError>,
  details?: Record<string, number>,
): ErrorBody {
  const error: ErrorBody['error'] = { code, message };
  if (fields) {
    error.fields = {};
    error.fieldCodes = {};
    for (const [field, refused] of Object.entries(fields)) {
      error.fields[field] = refused.message;
      error.fieldCodes[field] = refused.code;
    }
  }
  if (details) error.details = details;
  return { error };
}

type ZodIssueParams = {
  origin?: unknown;
  input?: unknown;
  minimum?: unknown;
  params?: { code?: unknown };
};

/** The stable code of one zod issue (`keyword` is zod's issue code). */
export function fieldCodeOf(keyword: string, params: ZodIssueParams = {}): FieldErrorCode {
  const origin = params.origin;
  switch (keyword) {
    case 'invalid_type':
      return params.input === undefined ? 'required' : 'invalid_type';
    case 'too_small':
      // At least one character, and not even that: nothing was entered (after trimming).
      if (origin === 'string')
        return params.input === '' || params.minimum === 1 ? 'required' : 'too_short';
      return origin === 'array' || origin === 'set' ? 'too_few' : 'too_small';
    case 'too_big':
      if (origin === 'string') return 'too_long';
      return origin === 'array' || origin === 'set' ? 'too_many' : 'too_big';
    case 'invalid_format':
    case 'invalid_value':
    case 'not_multiple_of':
      return keyword;
    case 'unrecognized_keys':
      return 'unrecognized_key';
    case 'custom':
      return isFieldErrorCode(params.params?.code) ? params.params.code : 'invalid';
    default:
      return 'invalid';
  }
}

/** One error handler: `{ error: { code, message, fields? } }`; 5xx bodies never carry internals. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.status)
        .send(body(error.code, error.message, error.fields, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, FieldError> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          error.validationContext ||
          'request';
        fields[field] ??= {
          code: fieldCodeOf(issue.keyword, issue.params as ZodIssueParams),
          message: issue.message ?? 'This value is not valid.',
        };
      }
      const first = Object.values(fields)[0]?.message;
      return reply
        .status(400)
        .send(body('validation_failed', first ?? 'The request is not valid.', fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body('internal', errorTexts.generic));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status === 503 ? 503 : 500)
        .send(body(status === 503 ? 'service_unavailable' : 'internal', errorTexts.generic));
    }
    return reply
      .status(status)
      .send(body(codeByStatus[status] ?? 'validation_failed', error.message));
  });
}

export function notFoundBody(method: string, pathname: string): ErrorBody {
  return body('not_found', `There is no route ${method} ${pathname}.`);
}
