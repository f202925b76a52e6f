import { Button } from '@mantine/core';
import { hasPermission } from '@school/shared/auth/roles';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toasts';
import { topicComposer } from '../components/lazy-parts';
import { TopicListView } from '../components/topic-list-view';

/** My Topic Questions (also "All Topics"): the school's questions, searched and filtered. */
export function TopicsPage() {
  const { t } = useTranslation('topics');
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const canAsk = session.status === 'signed-in' && hasPermission(session.user.role, 'topics.ask');
  const [asking, setAsking] = useState(false);
  const askButton = canAsk && (
    <Button
      leftSection={<IconPlus size={18} aria-hidden="true" />}
      onMouseEnter={topicComposer.preload}
      onFocus={topicComposer.preload}
      onClick={() => setAsking(true)}
    >
      {t('composer.ask')}
    </Button>
  );
  return (
    <>
      <TopicListView
        title={tApp('menu.topics-questions')}
        description={t('pages.questions')}
        scope="tabs"
        actions={askButton}
        emptyTitle={t('list.emptyTitle')}
        emptyText={canAsk ? t('list.emptyText') : t('list.emptyTextReader')}
        emptyAction={askButton}
      />
      {asking && (
        <Suspense fallback={null}>
          <topicComposer.Component
            opened
            onClose={() => setAsking(false)}
            onSaved={(topic) => {
              setAsking(false);
              toastSuccess(t('composer.posted'));
              void navigate(`/manage-topics/${topic.id}`);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
