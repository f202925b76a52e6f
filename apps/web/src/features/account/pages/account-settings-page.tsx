import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconLanguage, IconLock, IconPalette, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeaderExtraSlot } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { AppearanceTab } from '../components/appearance-tab';
import { LanguageTab } from '../components/language-tab';
import { ProfileTab } from '../components/profile-tab';
import { SecurityTab } from '../components/security-tab';
import { CalendarFeedSection } from '../components/calendar-feed-section';
import { hasPermission } from '@school/shared/auth/roles';
import classes from './account-settings-page.module.css';

const tabs = [
  { value: 'profile', icon: IconUser },
  { value: 'security', icon: IconLock },
  { value: 'language', icon: IconLanguage },
  { value: 'appearance', icon: IconPalette },
] as const;
type TabValue = (typeof tabs)[number]['value'];

function readTab(value: string | null): TabValue {
  return tabs.find((tab) => tab.value === value)?.value ?? 'profile';
}

/** /account-settings: own profile, photo, password, language and appearance (PRODUCT §2). */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const title = t('routes.account-settings', { ns: 'translation' });
  useDocumentTitle(`${title} · ${t('app.name', { ns: 'translation' })}`);
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const wide = useMediaQuery('(min-width: 62em)') ?? true;

  if (session.status !== 'signed-in') return null;
  const user = session.user;
  return (
    <Stack gap="lg">
      <div>
        <Group gap="sm" wrap="nowrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          <PageHeaderExtraSlot />
        </Group>
        <Text c="dimmed" mt={4}>
          {t('page.subtitle')}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'profile' ? { tab: value } : {})}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="pills"
        radius="md"
        keepMounted={false}
        classNames={{
          root: classes.root,
          list: classes.list,
          tab: classes.tab,
          tabLabel: classes.tabLabel,
          panel: classes.panel,
        }}
      >
        <Tabs.List aria-label={t('page.tabsLabel')}>
          {tabs.map(({ value, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={18} stroke={1.7} />}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab key={`${user.id}-${user.firstName}-${user.lastName}`} user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <Stack gap="lg">
            <SecurityTab />
            {hasPermission(user.role, 'calendar.view') && <CalendarFeedSection />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="language">
          <LanguageTab user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="appearance">
          <AppearanceTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
