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
  'too_common',
  /** The person named is in a class session at that time. */
  'in_class',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];
export const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  (fieldErrorCodes as readonly unknown[]).includes(value);
