import type { User } from '@school/shared/auth/auth.contract';
import { DeferredControl } from '../../components/deferred-control';
import { UserButton } from './user-button';

const loadDropdown = () => import('./user-menu-dropdown').then((m) => m.UserMenuDropdown);

/** The account menu of spec §2; its dropdown's code loads after the first screen. */
export function UserMenu({ user }: { user: User }) {
  return (
    <DeferredControl
      load={loadDropdown}
      props={{ user }}
      renderTrigger={(handlers) => <UserButton user={user} {...handlers} />}
    />
  );
}
