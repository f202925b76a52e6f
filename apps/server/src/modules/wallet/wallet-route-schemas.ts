import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';

export const tags = ['wallet'];
export const errors = errorResponses(400, 401, 403, 404, 409, 422);
export const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });
