import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';

// The compiler is the real check here (npm run typecheck): a key the English bundles do not
// have must not compile, in the app's namespace or a feature's.
describe('translation keys', () => {
  it('are typed from the English bundles', () => {
    const i18n = createInstance();
    void i18n.init({ lng: 'en', initAsync: false, resources: { en: { translation: en } } });
    expect(i18n.t('app.name')).toBe(en.app.name);
    // @ts-expect-error -- no such key in the app's strings
    expect(i18n.t('app.nope')).toBe('app.nope');
    // @ts-expect-error -- no such key in the students feature's strings
    expect(i18n.t('students:nope')).toBe('nope');
  });
});
