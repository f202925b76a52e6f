import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredControl } from '../../../components/deferred-control';
import type { TopicMenuProps } from './topic-menu';

const loadMenu = () => import('./topic-menu').then((m) => m.TopicMenu);

/**
 * The question's action menu as the page first draws it: a button, whose menu and dialogs load
 * when the browser is idle or someone reaches for it, so they do not slow the first screen.
 */
export function TopicMenuTrigger({ topic, onEdit }: TopicMenuProps) {
  const { t } = useTranslation('topics');
  const { can } = topic;
  if (!can.edit && !can.delete && !can.close && !(can.moderate && !topic.hidden)) return null;
  return (
    <DeferredControl
      load={loadMenu}
      props={{ topic, onEdit }}
      renderTrigger={(handlers) => (
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('moderation.menu')}
          aria-haspopup="menu"
          {...handlers}
        >
          <IconDots size={18} />
        </ActionIcon>
      )}
    />
  );
}
