import { z } from 'zod/mini';
import {
  ASSISTANT_STREAM_ROUTE,
  assistantStreamEvent,
  executionEvent,
  LIVE_EVENTS_PATH,
  liveChange,
} from '@cdmnet/api/contract';
import { exampleOf } from './examples.js';

type Json = Record<string, unknown>;

/**
 * The events each server-sent event route writes, as the contract's schemas: the route descriptions
 * name them only in words. Each event leaves as `event: <type>` with its JSON under `data:`.
 */
export const streamEvents: Record<string, readonly z.core.$ZodType[]> = {
  [LIVE_EVENTS_PATH]: [executionEvent, liveChange],
  [ASSISTANT_STREAM_ROUTE]: [assistantStreamEvent],
};

const schemaOf = (event: z.core.$ZodType) =>
  z.toJSONSchema(event, { io: 'output', unrepresentable: 'any', target: 'openapi-3.0' }) as Json;

/** Every kind of event one schema allows: each option of a union, or the one object. */
const kindsOf = (schema: Json): Json[] =>
  (schema.oneOf as Json[] | undefined) ?? (schema.anyOf as Json[] | undefined) ?? [schema];

/** A transcript of a stream, one event of every kind its route writes, as the wire carries them. */
export function streamExampleOf(path: string): string {
  const events = (streamEvents[path] ?? []).flatMap((event) =>
    kindsOf(schemaOf(event)).map((kind) => exampleOf(kind) as { type: string }),
  );
  return events.map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`).join('');
}
