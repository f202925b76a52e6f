import { IconBuildingCommunity } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActingSchool } from '../lib/chosen-school';
import { EmptyState } from './empty-state';

/**
 * A school page's content, once there is a school to show: a platform admin who has chosen none
 * is pointed at the top bar's switcher instead of meeting an error with a retry that cannot help.
 */
export function SchoolRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const school = useActingSchool();
  if (school.id || !school.canSwitch) return children;
  return (
    <EmptyState
      framed
      icon={<IconBuildingCommunity size={26} stroke={1.6} />}
      title={t('kit.chooseSchool.title')}
      text={t('kit.chooseSchool.text')}
    />
  );
}

/** A page that needs a school, for a feature's routes.ts. */
export function withSchool<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function PageInSchool(props: P) {
    return (
      <SchoolRequired>
        <Page {...props} />
      </SchoolRequired>
    );
  }
  return PageInSchool;
}
