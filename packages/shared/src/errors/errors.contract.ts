import { z } from 'zod';
import { fieldErrorCodes } from './errors.rules.ts';

/** Every error the API answers with carries one of these codes (CONVENTIONS: one error type). */
export const errorCodes = [
  'validation_failed',
  'invalid_credentials',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'registration_disabled',
  'payload_too_large',
  'payment_declined',
  'insufficient_credits',
  'over_allowance',
  'idempotency_conflict',
  'service_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export { fieldErrorCodes, isFieldErrorCode, type FieldErrorCode } from './errors.rules.ts';

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      /** The message per refused field, in English. */
      fields: z.record(z.string(), z.string()).optional(),
      /** The stable reason per refused field (same keys as `fields`). */
      fieldCodes: z.record(z.string(), z.enum(fieldErrorCodes)).optional(),
      /** Figures a client can act on, e.g. `balance` and `price` of `insufficient_credits`. */
      details: z.record(z.string(), z.number()).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Texts fixed by the specification (spec §8); clients compare them literally. */
export const errorTexts = {
  invalidCredentials: 'Email Or Password Invalid',
  generic: 'Something went wrong',
  emailInUse: 'This email is already in use.',
  nameRequired: 'Please enter your name.',
  invalidToken: 'Invalid access token',
  chatRefusalTitle: 'Authorization Error!',
  chatRefusalText: 'You are no authorized. please Contact Administrator at',
} as const;
