import { useQuery } from '@tanstack/react-query';
import { aiModelQueries } from '@cdmnet/api';
import { Button, Card, EmptyState, Skeleton, visuallyHidden } from '@cdmnet/ui';
import { PageAlert, ResearchPage } from '../../../app/layout/page-anatomy';
import { useDocumentTitle } from '../../../app/use-document-title';
import * as styles from '../assistant/assistant.css';
import { useOpenConversation } from '../assistant/conversation-address';
import { ConversationList } from '../assistant/conversation-list';
import { ConversationThread } from '../assistant/conversation-thread';
import { QuestionBox } from '../assistant/question-box';
import { useAssistantAsk } from '../assistant/use-assistant-ask';
import { evixAiMessages } from '../messages.ko';

const t = evixAiMessages.assistant;

/**
 * /evix-ai/ai-assistant (AI 도우미): a chat that answers from the user's own data, on her hospital's
 * model, through tools the server runs with her rights. Without a model the page says what a master
 * must set, and offers no question box. The open conversation lives in the address.
 */
export function AiAssistantPage() {
  useDocumentTitle(t.title);
  const model = useQuery(aiModelQueries.mine());

  let description;
  if (model.data?.configured) description = t.modelLine(model.data.orgName ?? '', model.data.model ?? '');
  else if (model.isPending) {
    description = (
      <>
        <span className={visuallyHidden}>{t.modelLoading}</span>
        <Skeleton width="16rem" />
      </>
    );
  } else description = t.description;

  let body;
  if (model.isPending) {
    body = (
      <div aria-busy="true" className={styles.layout}>
        <Card>
          <div className={styles.stack}>
            <Skeleton height="2.5rem" />
            <Skeleton height="2.5rem" />
          </div>
        </Card>
        <Card>
          <div className={styles.stack}>
            <Skeleton height="8rem" />
            <Skeleton height="5rem" />
          </div>
        </Card>
      </div>
    );
  } else if (model.isError) {
    body = (
      <PageAlert
        message={t.modelFailed}
        action={
          <Button variant="secondary" onClick={() => void model.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (!model.data.configured) {
    body = (
      <Card>
        <EmptyState role="status" message={t.noModel} description={t.noModelHelp} />
      </Card>
    );
  } else {
    body = <Assistant />;
  }

  return (
    <ResearchPage headingLevel={1} title={t.title} description={description}>
      {body}
    </ResearchPage>
  );
}

function Assistant() {
  const { openId, open } = useOpenConversation();
  const ask = useAssistantAsk(openId, open);
  return (
    <div className={styles.shell}>
      <div className={styles.layout}>
        <Card>
          <ConversationList openId={openId} onOpen={open} />
        </Card>
        <Card>
          <div className={styles.stack}>
            <ConversationThread
              openId={openId}
              live={ask.live}
              asking={ask.asking}
              onAsk={(question) => void ask.ask(question)}
              onNew={() => open(null)}
            />
            <QuestionBox
              draft={ask.draft}
              onChange={ask.change}
              error={ask.fieldError}
              asking={ask.asking}
              onSend={(text) => void ask.ask(text)}
              onStop={ask.stop}
            />
          </div>
        </Card>
      </div>
    </div>
  );
}
