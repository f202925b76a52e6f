import type { Bounds } from '@school/shared/common/common.rules';
import type { FieldErrorCode } from '@school/shared/errors/errors.rules';
import { i18n } from '../i18n/i18n';
import type { ApiError, ReceivedFieldCode } from './api-error';

/** How a form words one field's refusals: its limits, and texts of its own for some codes. */
export type FieldRule = { bounds?: Bounds; texts?: Partial<Record<FieldErrorCode, string>> };
/** By the API's field name (`card.number`, `sessions.2.endsAt`). */
export type FieldRules = Partial<Record<string, FieldRule>>;

const keys = {
  required: 'fieldErrors.required',
  too_long: 'fieldErrors.tooLong',
  too_short: 'fieldErrors.tooShort',
  too_big: 'fieldErrors.tooBig',
  too_small: 'fieldErrors.tooSmall',
  too_many: 'fieldErrors.tooMany',
  too_few: 'fieldErrors.tooFew',
  invalid_format: 'fieldErrors.invalidFormat',
  invalid_type: 'fieldErrors.invalid',
  invalid_value: 'fieldErrors.invalid',
  not_multiple_of: 'fieldErrors.invalid',
  invalid: 'fieldErrors.invalid',
  in_use: 'fieldErrors.inUse',
  not_found: 'fieldErrors.notFound',
  not_allowed: 'fieldErrors.notAllowed',
  mismatch: 'fieldErrors.mismatch',
  expired: 'fieldErrors.expired',
} as const satisfies Partial<Record<FieldErrorCode, `fieldErrors.${string}`>>;
export type FieldErrorKey = (typeof keys)[keyof typeof keys];

/** The limit a code's text names: "At most 120 characters" needs the field's maximum. */
const boundOf: Partial<Record<FieldErrorCode, keyof Bounds>> = {
  too_long: 'max',
  too_big: 'max',
  too_many: 'max',
  too_short: 'min',
  too_small: 'min',
  too_few: 'min',
};

/** The texts group the limit's digits as the language does (`{{limit, number}}`). */
export type Translate = (key: FieldErrorKey, values: { limit: number }) => string;

type Options = {
  /** The form's input for an API field, when the two are named differently. */
  pathOf?: (field: string) => string;
  translate?: Translate;
};

const appTranslate: Translate = (key, values) => i18n.t(key, values);

/**
 * One refused field in the interface language, chosen by its code, never by the English words.
 * The server's message is shown only where there is no text for the code: an unknown code, or a
 * limit the form did not name.
 */
export function fieldErrorText(
  code: ReceivedFieldCode | undefined,
  message: string,
  rule: FieldRule = {},
  { translate = appTranslate }: Options = {},
): string {
  if (code === undefined) return message;
  const own = rule.texts?.[code as FieldErrorCode];
  if (own !== undefined) return own;
  if (!(code in keys)) return message;
  const known = code as keyof typeof keys;
  const side = boundOf[known];
  if (side === undefined) return translate(keys[known], { limit: 0 });
  const limit = rule.bounds?.[side];
  return limit === undefined ? message : translate(keys[known], { limit });
}

/** Every refused field of an API answer, translated, keyed as the form names its inputs. */
export function translateFieldErrors(
  error: ApiError,
  rules: FieldRules = {},
  options: Options = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const path = options.pathOf?.(field) ?? field;
    errors[path] ??= fieldErrorText(error.fieldCodes[field], message, rules[field], options);
  }
  return errors;
}

/** Rules that name only each field's longest length (e.g. a contract's `…MaxLengths`). */
export function maxLengthRules(maxLengths: Readonly<Record<string, number>>): FieldRules {
  const rules: FieldRules = {};
  for (const [field, max] of Object.entries(maxLengths)) rules[field] = { bounds: { max } };
  return rules;
}
