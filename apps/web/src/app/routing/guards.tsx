import { hasPermission, type Permission } from '@school/shared/auth/roles';
import { loginPath, notAuthorizedPath } from '@school/shared/constants';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session';
import { homePathOf } from './console-routes';

/** Signed-out visitors go to the login page, which sends them back here afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'pending') return <PageLoader />;
  if (session.status === 'signed-out') {
    const asked = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${loginPath}?redirect=${encodeURIComponent(asked)}`} replace />;
  }
  return children;
}

/** Spec §6: a route the role may not open redirects to /misc/not-authorized. */
export function RequirePermission({
  permission,
  home = false,
  children,
}: {
  permission?: Permission;
  /** The landing page: a role that may not open it goes to its first page instead. */
  home?: boolean;
  children: ReactNode;
}) {
  const session = useSession();
  if (
    permission &&
    session.status === 'signed-in' &&
    !hasPermission(session.user.role, permission)
  ) {
    const elsewhere = home ? homePathOf(session.user.role) : undefined;
    return <Navigate to={elsewhere ?? notAuthorizedPath} replace />;
  }
  return children;
}
