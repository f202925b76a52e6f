import type { Role } from '@school/shared/auth/roles';
import { pagesFor } from '@school/shared/layout/menu';
import { useTranslation } from 'react-i18next';
import type { TitleKey } from '../../../i18n/title-keys';

/** A page's name in the reader's language, by its id (a bookmark's or a result's). */
export function usePageLabel(role: Role) {
  const { t } = useTranslation();
  return (page: { id: string; title: string }) => {
    const entry = pagesFor(role).find((p) => p.id === page.id);
    return entry ? t(entry.titleKey as TitleKey) : page.title;
  };
}
