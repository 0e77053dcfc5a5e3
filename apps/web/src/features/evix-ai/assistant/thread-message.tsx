import type { AssistantMessage } from '@cdmnet/api';
import { Button, visuallyHidden } from '@cdmnet/ui';
import { evixAiMessages } from '../messages.ko';
import { Citations, ToolNotes } from './answer-parts';
import * as styles from './assistant.css';

const t = evixAiMessages.assistant;

/** A message as the thread shows it: a stored one, or the question and answer of the stream under way. */
export interface ShownMessage extends Pick<
  AssistantMessage,
  'role' | 'content' | 'state' | 'tools' | 'citations'
> {
  key: string;
  /** For an answer: the question it answers, asked again by 다시 묻기 when it was cut off. */
  question?: string | undefined;
}

/**
 * One message: the user's question on the right, the answer on the left with the tools it used and
 * the screens it cites. Text is rendered as text (line breaks kept), never as HTML: a question or an
 * answer holding markup shows it as typed.
 */
export function ThreadMessage({
  message,
  onAskAgain,
  asking,
}: {
  message: ShownMessage;
  onAskAgain: (question: string) => void;
  /** While an answer streams, 다시 묻기 waits. */
  asking: boolean;
}) {
  if (message.role === 'USER') {
    return (
      <li className={styles.message.USER}>
        <span className={visuallyHidden}>{t.you}: </span>
        <p className={styles.text}>{message.content}</p>
      </li>
    );
  }
  const streaming = message.state === 'STREAMING';
  const question = message.question;
  return (
    <li className={styles.message.ASSISTANT} aria-busy={streaming || undefined}>
      <span className={visuallyHidden}>{t.assistant}: </span>
      <ToolNotes tools={message.tools} />
      {message.content === '' && streaming ? (
        <p className={styles.muted}>{t.waiting}</p>
      ) : (
        <p className={styles.text}>{message.content}</p>
      )}
      {message.state === 'FAILED' ? (
        <div className={styles.cutOff}>
          <span>{t.cutOff}</span>
          {question === undefined ? null : (
            <Button size="sm" variant="secondary" disabled={asking} onClick={() => onAskAgain(question)}>
              {t.askAgain}
            </Button>
          )}
        </div>
      ) : null}
      <Citations citations={message.citations} />
    </li>
  );
}

/** Stored messages as shown, each answer knowing the question before it. */
export function shownOf(messages: readonly AssistantMessage[]): ShownMessage[] {
  let question: string | undefined;
  return messages.map((message) => {
    if (message.role === 'USER') question = message.content;
    return { ...message, key: String(message.id), question: message.role === 'USER' ? undefined : question };
  });
}
