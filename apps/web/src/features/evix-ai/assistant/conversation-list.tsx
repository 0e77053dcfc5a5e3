import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { assistantMutations, assistantQueries, type AssistantConversation } from '@cdmnet/api';
import {
  Button,
  confirm,
  EmptyState,
  formatDateShort,
  IconButton,
  Skeleton,
  visuallyHidden,
} from '@cdmnet/ui';
import { PlusIcon, TrashIcon } from '../../../app/components/icons';
import { evixAiMessages } from '../messages.ko';
import * as styles from './assistant.css';

const t = evixAiMessages.assistant;

/**
 * The user's conversations, the latest first, with 새 대화 and each one's 삭제 (asked first). On a
 * phone the list sits above the thread, closed behind 대화 목록 until opened.
 */
export function ConversationList({
  openId,
  onOpen,
}: {
  openId: number | null;
  onOpen: (id: number | null) => void;
}) {
  const query = useQuery(assistantQueries.conversations());
  const queryClient = useQueryClient();
  const remove = useMutation(assistantMutations.remove(queryClient));
  const [shown, setShown] = useState(false);
  const listId = useId();

  const askRemove = (conversation: AssistantConversation) =>
    void confirm({
      message: t.confirmRemove(conversation.title),
      acceptLabel: t.remove,
      acceptVariant: 'danger',
      // The client toasts 삭제되었습니다. or the refusal, so the question closes either way.
      onAccept: () =>
        remove
          .mutateAsync(conversation.id)
          .then(() => {
            if (conversation.id === openId) onOpen(null);
          })
          .catch(() => undefined),
    });

  let body;
  if (query.isPending) {
    body = (
      <div aria-busy="true" className={styles.stack}>
        <span className={visuallyHidden}>{t.conversationsLoading}</span>
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className={styles.stack}>
        <p className={styles.muted}>{t.conversationsFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState icon={null} size="sm" message={t.noConversations} description={t.noConversationsHelp} />
    );
  } else {
    body = (
      <ul className={styles.conversationList}>
        {query.data.map((conversation) => (
          <li key={conversation.id} className={styles.conversationItem}>
            <Link
              to={{ search: `?conversation=${conversation.id}` }}
              className={styles.conversationLink}
              aria-current={conversation.id === openId ? 'page' : undefined}
              onClick={() => setShown(false)}
            >
              <span>{conversation.title}</span>
              <span className={styles.conversationDate}>{formatDateShort(conversation.updatedAt)}</span>
            </Link>
            <IconButton
              size="sm"
              aria-label={t.removeOf(conversation.title)}
              title={t.remove}
              onClick={() => askRemove(conversation)}
            >
              <TrashIcon />
            </IconButton>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <nav aria-label={t.conversations} className={styles.stack}>
      <Button
        variant="secondary"
        className={styles.listToggle}
        aria-expanded={shown}
        aria-controls={listId}
        onClick={() => setShown((on) => !on)}
      >
        {t.showConversations}
      </Button>
      <div id={listId} className={shown ? styles.stack : `${styles.stack} ${styles.listClosed}`}>
        <Button
          onClick={() => {
            setShown(false);
            onOpen(null);
          }}
        >
          <PlusIcon />
          {t.newConversation}
        </Button>
        {body}
      </div>
    </nav>
  );
}
