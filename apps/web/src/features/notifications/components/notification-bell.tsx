import { DeferredControl } from '../../../components/deferred-control';
import { useNotificationCounts } from '../api/get-notification-counts';
import { BellAnchor, BellButton } from './bell-button';

const loadBellMenu = () => import('./bell-menu').then((m) => m.BellMenu);

/**
 * The top-bar bell: badge with the total count, dropdown headed by the unread count (spec §4).
 * The counts are live from the first screen; the dropdown's code loads after it.
 */
export function NotificationBell() {
  const counts = useNotificationCounts();
  const total = counts.data?.total ?? 0;
  const unread = counts.data?.unread ?? 0;
  return (
    <DeferredControl
      load={loadBellMenu}
      props={{ total, unread }}
      renderTrigger={(handlers) => (
        <BellAnchor total={total}>
          <BellButton total={total} unread={unread} {...handlers} />
        </BellAnchor>
      )}
    />
  );
}
