import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  aiModelKeys,
  assistantKeys,
  assistantMessages,
  assistantMutations,
  assistantQuestionForm,
  fieldLabels,
  isApiError,
  streamAssistantAnswer,
  type AssistantCitation,
  type AssistantMessage,
  type AssistantThread,
  type AssistantToolUse,
} from '@cdmnet/api';
import { toast } from '@cdmnet/ui';

/** The question being answered and what of its answer has come, until the thread holds both. */
export interface LiveAnswer {
  /** null while the conversation of a first question is being created. */
  conversationId: number | null;
  /** The stored question's id once the server took it: the thread's copy of it and after is this. */
  questionId?: number | undefined;
  question: string;
  text: string;
  tools: AssistantToolUse[];
  citations: AssistantCitation[];
  state: 'STREAMING' | 'FAILED';
}

// The server names the field (`내용: …`); under the field that names itself the prefix is said twice.
const fieldPrefix = `${fieldLabels.content}: `;
const fieldMessage = (message: string) =>
  message.startsWith(fieldPrefix) ? message.slice(fieldPrefix.length) : message;

/**
 * Asking the open conversation (or a new one, created on the first question) and reading its answer as
 * it streams. The question stays in the box until the server has taken it; a refusal leaves it there
 * (400: its message under the field; 409 and the rest: a toast). When the answer ends the thread is
 * updated in place (done) or read again (cut off: the server kept what came as a FAILED answer).
 */
export function useAssistantAsk(openId: number | null, open: (id: number) => void) {
  const queryClient = useQueryClient();
  const create = useMutation(assistantMutations.create(queryClient));
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops the answer (the server keeps what came).
  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(
    async (content: string) => {
      if (controller.current) return;
      const parsed = assistantQuestionForm.safeParse({ content });
      if (!parsed.success) {
        setFieldError(parsed.error.issues[0]?.message ?? assistantMessages.contentRequired);
        return;
      }
      setFieldError(null);
      const stream = new AbortController();
      controller.current = stream;
      const base: Omit<LiveAnswer, 'conversationId'> = {
        question: content,
        text: '',
        tools: [],
        citations: [],
        state: 'STREAMING',
      };
      setLive({ ...base, conversationId: openId });

      let conversationId = openId;
      if (conversationId === null) {
        try {
          const created = await create.mutateAsync({});
          conversationId = created.id;
          queryClient.setQueryData<AssistantThread>(assistantKeys.thread(created.id), {
            conversation: created,
            messages: [],
          });
          open(created.id);
          setLive({ ...base, conversationId });
        } catch {
          // The client toasted why.
          controller.current = null;
          setLive(null);
          return;
        }
      }
      const id = conversationId;
      let asked: AssistantMessage | undefined;
      let answered = false;
      const update = (change: (answer: LiveAnswer) => LiveAnswer) =>
        setLive((answer) => (answer ? change(answer) : answer));
      try {
        await streamAssistantAnswer({
          conversationId: id,
          content: parsed.data.content,
          signal: stream.signal,
          onEvent: (event) => {
            if (event.type === 'question') {
              asked = event.message;
              update((a) => ({ ...a, questionId: event.message.id }));
              setDraft((text) => (text === content ? '' : text));
            } else if (event.type === 'delta') update((a) => ({ ...a, text: a.text + event.text }));
            else if (event.type === 'tool') update((a) => ({ ...a, tools: [...a.tools, event.tool] }));
            else if (event.type === 'citation') {
              update((a) => ({ ...a, citations: [...a.citations, event.citation] }));
            } else if (event.type === 'done') {
              answered = true;
              const both = asked ? [asked, event.message] : [event.message];
              // A read of the thread meanwhile (focus, another tab's answer) may hold them already.
              const ids = new Set(both.map((message) => message.id));
              queryClient.setQueryData<AssistantThread>(assistantKeys.thread(id), (thread) =>
                thread
                  ? { ...thread, messages: [...thread.messages.filter((m) => !ids.has(m.id)), ...both] }
                  : thread,
              );
              setLive(null);
            } else {
              update((a) => ({ ...a, state: 'FAILED' }));
              toast.show({ severity: 'error', detail: event.message });
            }
          },
        });
      } catch (error) {
        if (isApiError(error) && error.status === 400) setFieldError(fieldMessage(error.message));
        else if (isApiError(error) && error.message) toast.show({ severity: 'error', detail: error.message });
        if (isApiError(error) && error.message === assistantMessages.noModel) {
          // The model was taken away meanwhile: the page says so instead of the question box.
          void queryClient.invalidateQueries({ queryKey: aiModelKeys.mine() });
        }
        if (asked) update((a) => ({ ...a, state: 'FAILED' }));
      } finally {
        controller.current = null;
        void queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() });
        // Taken but not answered in full: the thread is read again for what the server kept.
        if (asked && !answered) await queryClient.invalidateQueries({ queryKey: assistantKeys.thread(id) });
        if (!answered) setLive(null);
      }
    },
    [create, open, openId, queryClient],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const change = useCallback((text: string) => {
    setDraft(text);
    setFieldError(null);
  }, []);

  return { draft, change, fieldError, live, ask, stop, asking: live !== null && live.state === 'STREAMING' };
}
