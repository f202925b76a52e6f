import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../lib/toasts';
import { useToggleFavourite } from '../api/toggle-favourite';

type FavouriteButtonProps = { topicId: string; title: string; isFavourite: boolean };

/** The star: adds the topic to My Favorite Topics, or takes it off, where it is. */
export function FavouriteButton({ topicId, title, isFavourite }: FavouriteButtonProps) {
  const { t } = useTranslation('topics');
  const toggle = useToggleFavourite();
  const label = isFavourite ? t('favourite.remove', { title }) : t('favourite.add', { title });
  return (
    <ActionIcon
      variant="subtle"
      color={isFavourite ? 'yellow' : 'gray'}
      size="lg"
      aria-label={label}
      title={isFavourite ? t('favourite.removeShort') : t('favourite.addShort')}
      aria-pressed={isFavourite}
      loading={toggle.isPending}
      data-favourite={isFavourite || undefined}
      onClick={() =>
        toggle.mutate(
          { id: topicId, favourite: !isFavourite },
          { onError: () => toastError(t('favourite.failed')) },
        )
      }
    >
      {isFavourite ? <IconStarFilled size={20} /> : <IconStar size={20} />}
    </ActionIcon>
  );
}
