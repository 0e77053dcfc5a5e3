import type { ServerResponse } from 'node:http';
import type { AssistantStreamEvent } from '@cdmnet/api/contract';

// The answer's server-sent events on the raw response (the stream route hijacks Fastify's reply, as
// routes/events.ts does): each event written and sent at once, never gathered, so the first words reach
// the reader as the model writes them.

export interface StreamWriter {
  send: (event: AssistantStreamEvent) => void;
  end: () => void;
}

export function openStream(out: ServerResponse): StreamWriter {
  out.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    // A proxy (nginx) would otherwise gather the events into its own buffer.
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  // Small writes go out as they are written, not held for the next one (Nagle).
  out.socket?.setNoDelay(true);
  out.flushHeaders();
  return {
    send: (event) => {
      if (out.writableEnded || out.destroyed) return;
      out.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    },
    end: () => {
      if (!out.writableEnded) out.end();
    },
  };
}
