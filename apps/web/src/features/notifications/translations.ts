import { addFeatureTranslations } from '../../i18n/feature-translations';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';

/** The feature's i18n namespace; importing it registers the strings (bell and pages). */
export const notificationsNs = 'notifications';

addFeatureTranslations(notificationsNs, { en, de, fr, pt, ar });
