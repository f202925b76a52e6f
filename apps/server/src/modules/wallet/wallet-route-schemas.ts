import { errorBodySchema } from '@school/shared/errors/errors.contract';
import { z } from 'zod';

export const tags = ['wallet'];
export const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
export const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });
