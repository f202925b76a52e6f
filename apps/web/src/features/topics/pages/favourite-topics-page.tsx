import { useTranslation } from 'react-i18next';
import { TopicListView } from '../components/topic-list-view';

/** My Favorite Topics: the starred questions; unstarring one takes it off the list here. */
export function FavouriteTopicsPage() {
  const { t } = useTranslation('topics');
  const { t: tApp } = useTranslation();
  return (
    <TopicListView
      title={tApp('menu.topics-favorites')}
      description={t('pages.favourites')}
      scope="favourites"
      emptyTitle={t('favourites.emptyTitle')}
      emptyText={t('favourites.emptyText')}
    />
  );
}
