import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import appAr from '../../../i18n/locales/ar.json';
import appEn from '../../../i18n/locales/en.json';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { rowLabels } from './row-labels';

describe('row labels', () => {
  it('puts the name where the translation has it, in any language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: {
        en: { students: en, translation: appEn },
        ar: { students: ar, translation: appAr },
      },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    for (const language of ['en', 'ar']) {
      const t = i18n.getFixedT(language, 'students');
      const labels = rowLabels(t, i18n.getFixedT(language));
      const name = 'Ada Lovelace';
      expect(labels.select(name)).toBe(t('table.selectRow', { name }));
      expect(labels.edit(name)).toBe(t('actions.editNamed', { name }));
      expect(labels.menu(name)).toBe(t('actions.menu', { name }));
      expect(labels.status.invited).toBe(t('status.invited'));
      expect(labels.grade('Grade 7')).toBe(i18n.getFixedT(language)('common.grade', { n: 7 }));
      expect(labels.grade('Year 7 blue')).toBe('Year 7 blue');
    }
  });
});
