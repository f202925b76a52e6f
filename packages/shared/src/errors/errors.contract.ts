import { z } from 'zod';

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
  'idempotency_conflict',
  'service_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * Why one field was refused, beside its English message: clients translate by this code and never
 * match the message's words. Zod issues map onto the generic codes; services name the domain ones.
 */
export const fieldErrorCodes = [
  'required',
  'invalid_type',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'too_few',
  'too_many',
  'invalid_format',
  'invalid_value',
  'not_multiple_of',
  'unrecognized_key',
  'in_use',
  'not_found',
  'not_allowed',
  'mismatch',
  'expired',
  'invalid',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];
export const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  (fieldErrorCodes as readonly unknown[]).includes(value);

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      /** The message per refused field, in English. */
      fields: z.record(z.string(), z.string()).optional(),
      /** The stable reason per refused field (same keys as `fields`). */
      fieldCodes: z.record(z.string(), z.enum(fieldErrorCodes)).optional(),
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
