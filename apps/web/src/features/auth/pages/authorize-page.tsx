import { loginPath } from '@school/shared/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useLogout } from '../api/logout';

/**
 * /authorize?log_out=true is the logout URL of spec §4: every unrecoverable 401 lands here. It ends
 * the session (server, memory, cached profile, query cache) and shows the login page.
 */
export function AuthorizePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const logOut = params.get('log_out') === 'true';
  const { mutate } = useLogout();

  useEffect(() => {
    if (!logOut) {
      navigate('/', { replace: true });
      return;
    }
    mutate(undefined, { onSettled: () => navigate(loginPath, { replace: true }) });
  }, [logOut, mutate, navigate]);

  return <PageLoader label={t('authorize.signingOut')} />;
}
