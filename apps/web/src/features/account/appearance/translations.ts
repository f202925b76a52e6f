import { addFeatureTranslations } from '../../../i18n/feature-translations';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';

/** The few strings the appearance parts show inside the shell (kept apart from the page's). */
export const appearanceNs = 'account-appearance';

addFeatureTranslations(appearanceNs, { en, de, fr, pt, ar });
