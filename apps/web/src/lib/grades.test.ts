import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '../i18n/locales/ar.json';
import de from '../i18n/locales/de.json';
import en from '../i18n/locales/en.json';
import pt from '../i18n/locales/pt.json';
import { gradeWords } from './grades';

async function wordsIn(language: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: {
      en: { translation: en },
      de: { translation: de },
      ar: { translation: ar },
      pt: { translation: pt },
    },
  });
  return gradeWords(i18n.t);
}

describe('grade words', () => {
  it('show the API’s numbered grades in the reader’s language and other grades as written', async () => {
    const de = await wordsIn('de');
    expect(de.label('Grade 7')).toBe('Klassenstufe 7');
    expect(de.label('Year 7 blue')).toBe('Year 7 blue');
    expect((await wordsIn('ar')).label('Grade 10')).toBe('الصف 10');
    expect((await wordsIn('pt')).label('Grade 9')).toBe('9.º ano');
    expect((await wordsIn('en')).label('Grade 9')).toBe('Grade 9');
  });

  it('send a translated or English grade back in the API’s words', async () => {
    const de = await wordsIn('de');
    expect(de.canonical('Klassenstufe 11')).toBe('Grade 11');
    expect(de.canonical(' klassenstufe 8 ')).toBe('Grade 8');
    expect(de.canonical('Grade 8')).toBe('Grade 8');
    expect(de.canonical('Förderklasse')).toBe('Förderklasse');
    expect((await wordsIn('pt')).canonical('9.º ano')).toBe('Grade 9');
    expect((await wordsIn('ar')).canonical('الصف 12')).toBe('Grade 12');
  });
});
