import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { assistantQueries, isApiError, ResultCode, type AssistantMessage } from '@cdmnet/api';
import { Button, EmptyState, Skeleton, visuallyHidden } from '@cdmnet/ui';
import { PageAlert } from '../../../app/layout/page-anatomy';
import { evixAiMessages } from '../messages.ko';
import * as styles from './assistant.css';
import { shownOf, ThreadMessage, type ShownMessage } from './thread-message';
import type { LiveAnswer } from './use-assistant-ask';

const t = evixAiMessages.assistant;

/** The question and answer under way, as the thread shows them after its stored messages. */
function shownLive(live: LiveAnswer): ShownMessage[] {
  return [
    { key: 'live-question', role: 'USER', content: live.question, state: 'DONE', tools: [], citations: [] },
    {
      key: 'live-answer',
      role: 'ASSISTANT',
      content: live.text,
      state: live.state,
      tools: live.tools,
      citations: live.citations,
      question: live.question,
    },
  ];
}

/** The stored messages before the live question: a read of the thread meanwhile may hold it and its answer. */
const storedBefore = (messages: readonly AssistantMessage[], live: LiveAnswer | null) => {
  const from = live?.questionId;
  return from === undefined ? messages : messages.filter((message) => message.id < from);
};

/**
 * The open conversation's messages, then the answer being written; a new conversation (none open)
 * shows what to ask with suggested first questions. Loading shows the thread's shape; a conversation
 * that is not hers or no longer exists says so with 새 대화.
 */
export function ConversationThread({
  openId,
  live,
  asking,
  onAsk,
  onNew,
}: {
  openId: number | null;
  live: LiveAnswer | null;
  asking: boolean;
  onAsk: (question: string) => void;
  onNew: () => void;
}) {
  const query = useQuery({ ...assistantQueries.thread(openId ?? 0), enabled: openId !== null });
  const liveHere = live !== null && live.conversationId === openId ? live : null;
  const messages = [
    ...(openId !== null && query.data ? shownOf(storedBefore(query.data.messages, liveHere)) : []),
    ...(liveHere ? shownLive(liveHere) : []),
  ];

  // The newest words stay in view as they arrive, inside the thread's own scroll.
  const list = useRef<HTMLOListElement>(null);
  const last = messages.at(-1);
  const lastLength = last?.content.length ?? 0;
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, lastLength]);

  if (openId !== null && query.isError && !liveHere) {
    const missing = isApiError(query.error) && query.error.code === ResultCode.NOT_FOUND;
    return missing ? (
      <PageAlert
        message={t.threadMissing}
        description={t.threadMissingHelp}
        action={
          <Button variant="secondary" onClick={onNew}>
            {t.newConversation}
          </Button>
        }
      />
    ) : (
      <PageAlert
        message={t.threadFailed}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (openId !== null && query.isPending && !liveHere) {
    return (
      <div aria-busy="true" className={styles.thread}>
        <span className={visuallyHidden}>{t.threadLoading}</span>
        <div className={styles.alignEnd}>
          <Skeleton height="2.5rem" />
        </div>
        <Skeleton height="6rem" width="80%" />
      </div>
    );
  }
  if (messages.length === 0) {
    return (
      <div className={styles.stack}>
        <EmptyState icon={null} size="sm" message={t.firstTitle} description={t.firstHelp} />
        <div role="group" aria-label={t.suggestions} className={styles.suggestions}>
          {t.suggestedQuestions.map((question) => (
            <Button
              key={question}
              size="sm"
              variant="secondary"
              disabled={asking}
              onClick={() => onAsk(question)}
            >
              {question}
            </Button>
          ))}
        </div>
      </div>
    );
  }
  return (
    <>
      <ol ref={list} className={styles.thread} aria-label={t.thread}>
        {messages.map((message) => (
          <ThreadMessage key={message.key} message={message} onAskAgain={onAsk} asking={asking} />
        ))}
      </ol>
      <p role="status" className={visuallyHidden}>
        {asking ? t.writing : ''}
      </p>
    </>
  );
}
