import { errorTexts } from '@school/shared/errors/errors.contract';
import { describe, expect, it } from 'vitest';
import { refusalTexts } from './refusal-texts';

describe('refusalTexts', () => {
  it('are the texts of the shared error catalogue (spec §8)', () => {
    expect(refusalTexts).toEqual({
      title: errorTexts.chatRefusalTitle,
      text: errorTexts.chatRefusalText,
    });
  });
});
