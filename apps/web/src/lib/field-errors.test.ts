import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../i18n/locales/de.json';
import en from '../i18n/locales/en.json';
import { ApiError } from './api-error';
import {
  fieldErrorText,
  maxLengthRules,
  translateFieldErrors,
  type FieldErrorKey,
  type Translate,
} from './field-errors';

/** A bundle's texts with i18next's `{{limit, number}}`, so the texts are the ones users read. */
const translatorIn =
  (language: string): Translate =>
  (key: FieldErrorKey, { limit }) => {
    const name = key.slice('fieldErrors.'.length) as keyof typeof en.fieldErrors;
    return en.fieldErrors[name].replace('{{limit, number}}', limit.toLocaleString(language));
  };
const options = { translate: translatorIn('en') };

function refusal(fields: Record<string, [ApiError['fieldCodes'][string] | undefined, string]>) {
  const messages: Record<string, string> = {};
  const codes: ApiError['fieldCodes'] = {};
  for (const [field, [code, message]] of Object.entries(fields)) {
    messages[field] = message;
    if (code) codes[field] = code;
  }
  return new ApiError(400, 'validation_failed', 'Refused', { fields: messages, fieldCodes: codes });
}

describe('fieldErrorText', () => {
  it('names the form’s limit in the interface language', () => {
    const rule = { bounds: { max: 120 } };
    expect(fieldErrorText('too_long', 'The title is too long.', rule, options)).toBe(
      'At most 120 characters.',
    );
    expect(fieldErrorText('too_big', 'Too many.', { bounds: { max: 100_000 } }, options)).toBe(
      'Enter 100,000 or less.',
    );
    expect(fieldErrorText('too_small', 'Too few.', { bounds: { min: 1 } }, options)).toBe(
      'Enter 1 or more.',
    );
  });

  it('groups the limit’s digits as the language does', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'de',
      resources: { de: { translation: { fieldErrors: de.fieldErrors } } },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    const text = fieldErrorText(
      'too_big',
      'x',
      { bounds: { max: 1_000_000 } },
      {
        translate: (key, values) => i18n.t(key, values),
      },
    );
    expect(text).toBe('Geben Sie höchstens 1.000.000 ein.');
  });

  it('prefers a text the form gives for that code', () => {
    const rule = { texts: { invalid_format: 'Bitte eine gültige E-Mail-Adresse eingeben.' } };
    expect(
      fieldErrorText('invalid_format', 'Please enter a valid e-mail address.', rule, options),
    ).toBe('Bitte eine gültige E-Mail-Adresse eingeben.');
  });

  it('translates codes that need no limit', () => {
    expect(fieldErrorText('required', 'Please enter the first name.', {}, options)).toBe(
      'This field is required.',
    );
    expect(fieldErrorText('in_use', 'This email is already in use.', {}, options)).toBe(
      'This is already in use.',
    );
  });

  it('shows the server’s message only where it has no text', () => {
    expect(fieldErrorText(undefined, 'Odd refusal.', {}, options)).toBe('Odd refusal.');
    expect(fieldErrorText('a_code_from_a_newer_server', 'Newer.', {}, options)).toBe('Newer.');
    expect(fieldErrorText('unrecognized_key', 'Unknown field "x".', {}, options)).toBe(
      'Unknown field "x".',
    );
    expect(fieldErrorText('too_long', 'The note has at most 2000 characters.', {}, options)).toBe(
      'The note has at most 2000 characters.',
    );
  });
});

describe('translateFieldErrors', () => {
  it('translates every refused field and files it under the form’s input', () => {
    const error = refusal({
      'card.name': ['too_long', 'Too long.'],
      'card.cvc': ['invalid_format', 'The security code has 3 or 4 digits.'],
      credits: ['too_small', 'Buy at least 50 credits.'],
    });
    const fields = { 'card.name': 'name', 'card.cvc': 'cvc', credits: 'customCredits' };
    const errors = translateFieldErrors(
      error,
      {
        'card.name': { bounds: { max: 100 } },
        'card.cvc': { texts: { invalid_format: '3 or 4 digits, please.' } },
        credits: { bounds: { min: 50 } },
      },
      { ...options, pathOf: (field) => fields[field as keyof typeof fields] },
    );
    expect(errors).toEqual({
      name: 'At most 100 characters.',
      cvc: '3 or 4 digits, please.',
      customCredits: 'Enter 50 or more.',
    });
  });

  it('keeps the first refusal when two fields share one input', () => {
    const error = refusal({
      'card.expMonth': ['too_big', 'The month is 1 to 12.'],
      'card.expYear': ['required', 'Please enter the expiry year.'],
    });
    const errors = translateFieldErrors(error, {}, { ...options, pathOf: () => 'expiry' });
    expect(errors).toEqual({ expiry: 'The month is 1 to 12.' });
  });

  it('builds rules from a contract’s longest lengths', () => {
    const error = refusal({ notes: ['too_long', 'The note has at most 2000 characters.'] });
    expect(translateFieldErrors(error, maxLengthRules({ notes: 2000 }), options)).toEqual({
      notes: 'At most 2,000 characters.',
    });
  });
});

it('has a text for every code it translates, in English', () => {
  for (const text of Object.values(en.fieldErrors)) expect(text.trim()).not.toBe('');
});
