import type { ChatMessage } from '../adapters/openai-compatible.js';
import { assistantPrompt } from './messages.ko.js';

// What the model is sent before the tools' rounds: who it is (messages.ko.ts) and the conversation so
// far, its last messages only: an old conversation must not grow the request without end.

/** The conversation's messages the model reads, the question being asked included. */
export const HISTORY_MESSAGES = 20;

export interface PastMessage {
  role: 'USER' | 'ASSISTANT';
  content: string;
}

const seoulDay = (now: Date) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' }).format(now);

export function openingMessages(
  userName: string,
  history: readonly PastMessage[],
  now = new Date(),
): ChatMessage[] {
  return [
    { role: 'system', content: assistantPrompt(userName, seoulDay(now)) },
    ...history
      .filter((message) => message.content.trim() !== '')
      .slice(-HISTORY_MESSAGES)
      .map((message): ChatMessage =>
        message.role === 'USER'
          ? { role: 'user', content: message.content }
          : { role: 'assistant', content: message.content },
      ),
  ];
}
