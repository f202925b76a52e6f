import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { rowLabels } from './row-labels';

describe('row labels', () => {
  it('puts the name where the translation has it, in any language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { students: en }, ar: { students: ar } },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    for (const language of ['en', 'ar']) {
      const t = i18n.getFixedT(language, 'students');
      const labels = rowLabels(t);
      const name = 'Ada Lovelace';
      expect(labels.select(name)).toBe(t('table.selectRow', { name }));
      expect(labels.edit(name)).toBe(t('actions.editNamed', { name }));
      expect(labels.menu(name)).toBe(t('actions.menu', { name }));
      expect(labels.status.invited).toBe(t('status.invited'));
    }
  });
});
