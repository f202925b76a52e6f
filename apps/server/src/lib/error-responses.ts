import { errorBodySchema } from '@school/shared/errors/errors.contract';

/** The refusals a route documents; every one answers the same `{ error }` body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429;

/**
 * A route's error responses for its schema: `{ 200: itemSchema, ...errorResponses(400, 401, 404) }`.
 * The keys are numbers, so the OpenAPI document lists them in order wherever they are spread.
 */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): { [K in S]: typeof errorBodySchema } {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [K in S]: typeof errorBodySchema;
  };
}
