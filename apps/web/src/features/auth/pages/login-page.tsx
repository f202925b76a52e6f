import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/logo-mark';
import { PageLoader } from '../../../components/page-loader';
import { hasCachedProfile } from '../../../lib/profile-cache';
import { useSession } from '../../../lib/session';
import { useAuthConfig } from '../api/get-auth-config';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { redirectTarget } from '../redirect-target';
import classes from './login-page.module.css';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('login.documentTitle')} · ${t('app.name')}`);
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const config = useAuthConfig();

  if (session.status === 'signed-in') {
    return <Navigate to={redirectTarget(params, location.state)} replace />;
  }
  // A browser that was signed in here last time waits for its session; anyone else most likely
  // has none and gets the form at once (a session that does come back still leaves the page).
  if (session.status === 'pending' && hasCachedProfile()) return <PageLoader />;

  return (
    <AuthLayout>
      <Stack gap="xl">
        <Stack gap={6}>
          <div className={classes.mobileLogo}>
            <LogoMark size={40} />
          </div>
          <Title order={1} className={classes.title}>
            {t('login.title')}
          </Title>
          <Text c="dimmed">{t('login.subtitle')}</Text>
        </Stack>
        <LoginForm demoAccounts={config.data?.demoAccounts ?? []} />
      </Stack>
    </AuthLayout>
  );
}
