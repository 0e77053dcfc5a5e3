import type { KeyboardEvent } from 'react';
import { ASSISTANT_CONTENT_MAX } from '@cdmnet/api';
import { Button, Textarea } from '@cdmnet/ui';
import { StopIcon } from '../../../app/components/icons';
import { evixAiMessages } from '../messages.ko';
import * as styles from './assistant.css';

const t = evixAiMessages.assistant;

/**
 * 질문 and 보내기: Enter sends, Shift+Enter breaks the line, and Enter that ends a Hangul syllable
 * being composed only ends it. While an answer streams the box waits and 중지 takes 보내기's place.
 */
export function QuestionBox({
  draft,
  onChange,
  error,
  asking,
  onSend,
  onStop,
}: {
  draft: string;
  onChange: (text: string) => void;
  error: string | null;
  asking: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229)
      return;
    event.preventDefault();
    if (!asking) onSend(draft);
  };
  return (
    <form
      className={styles.askRow}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(draft);
      }}
    >
      <Textarea
        className={styles.askField}
        label={t.question}
        placeholder={t.questionPlaceholder}
        helpText={t.questionHelp}
        error={error ?? undefined}
        rows={3}
        maxLength={ASSISTANT_CONTENT_MAX}
        value={draft}
        disabled={asking}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {asking ? (
        <Button type="button" variant="secondary" onClick={onStop}>
          <StopIcon />
          {t.stop}
        </Button>
      ) : (
        <Button type="submit">{t.send}</Button>
      )}
    </form>
  );
}
