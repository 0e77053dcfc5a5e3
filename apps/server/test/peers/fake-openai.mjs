// A stand-in for an OpenAI-compatible model server (a hospital's vLLM or Ollama), on loopback and a
// free port, so no test needs a real model. Each test scripts what it answers and reads back what it
// was sent (the Bearer key, the prompts). Plain JavaScript like the other peers, so any harness can
// import it.
//
//   const ai = await startFakeOpenAi();
//   ai.script({ text: 'OK' }, { toolCalls: [{ name: 'find', arguments: { q: '당뇨' } }] });
//   ai.respond((request) => ({ json: { terms: [request.body.messages.at(-1).content] } }));
//   … the code under test calls `${ai.url}/v1` …
//   ai.requests[0].headers.authorization; ai.requests[0].body.messages
//   await ai.close();
//
// A reply (one entry of the queue, or what the function returns):
//   text        the answer; a string, or an array of the pieces a stream sends one by one
//   toolCalls   [{ id?, name, arguments (string or object), pieces? }]: streamed with the id and name
//               first, then the arguments cut into `pieces` fragments (default 3), all keyed by index
//   json        an object sent as the content's JSON text (response_format json_object)
//   delayMs     a wait before the first token (stream) or before the whole reply
//   pieceDelayMs  a wait between streamed pieces
//   status      an HTTP error status (e.g. 500), answered at once with an OpenAI-style error body
//   hang        never answers (the socket stays open until the client gives up or close())
//   closeMidStream  streams the first piece, then drops the connection
//   invalidJson answers (or streams) text that is not JSON
//   noDone      ends a stream without `data: [DONE]` and without a finish_reason
// The queue is used first; when it is empty the function set by `respond` (default: text 'OK') answers.
import http from 'node:http';

const DEFAULT_MODELS = ['fake-model'];

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A string cut into `count` nearly equal pieces (at least one, never an empty one unless the text is). */
function cut(text, count) {
  if (text.length === 0) return [''];
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, count)));
  const pieces = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

const argsText = (args) => (typeof args === 'string' ? args : JSON.stringify(args ?? {}));

function contentOf(reply) {
  if (reply.json !== undefined) return JSON.stringify(reply.json);
  if (Array.isArray(reply.text)) return reply.text.join('');
  return reply.text ?? null;
}

function wholeToolCalls(reply) {
  return (reply.toolCalls ?? []).map((call, i) => ({
    id: call.id ?? `call_${i + 1}`,
    type: 'function',
    function: { name: call.name, arguments: argsText(call.arguments) },
  }));
}

/** The chunks of a streamed reply, as `chat.completion.chunk` objects, finish_reason included. */
function streamChunks(reply, model) {
  const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model };
  const chunk = (delta, finishReason = null) => ({
    ...base,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
  // vLLM and Ollama open with the role and empty content: not a token yet.
  const chunks = [chunk({ role: 'assistant', content: '' })];
  const text = reply.json !== undefined ? cut(JSON.stringify(reply.json), 4) : reply.text;
  const pieces = Array.isArray(text) ? text : typeof text === 'string' ? cut(text, 3) : [];
  for (const piece of pieces) chunks.push(chunk({ content: piece }));
  (reply.toolCalls ?? []).forEach((call, index) => {
    chunks.push(
      chunk({
        tool_calls: [
          {
            index,
            id: call.id ?? `call_${index + 1}`,
            type: 'function',
            function: { name: call.name, arguments: '' },
          },
        ],
      }),
    );
    for (const piece of cut(argsText(call.arguments), call.pieces ?? 3)) {
      chunks.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  });
  chunks.push(chunk({}, reply.toolCalls?.length ? 'tool_calls' : 'stop'));
  return chunks;
}

/**
 * Starts the fake on 127.0.0.1 and a free port. `models` are listed by `GET /v1/models`; `respond` is
 * the default answer when nothing is queued.
 */
export async function startFakeOpenAi({ models = DEFAULT_MODELS, respond } = {}) {
  const queue = [];
  const requests = [];
  let responder = respond ?? (() => ({ text: 'OK' }));

  async function answer(req, res, body) {
    const request = { method: req.method, path: req.url, headers: req.headers, body };
    requests.push(request);
    const reply = queue.length > 0 ? queue.shift() : await responder(request);
    const stream = body?.stream === true;
    const model = typeof body?.model === 'string' ? body.model : (models[0] ?? 'fake-model');

    if (reply.hang) return; // left open: close() drops it
    if (reply.status !== undefined && reply.status >= 400)
      return json(res, reply.status, {
        error: { message: 'fake failure', type: 'server_error', code: reply.status },
      });
    if (reply.delayMs) await wait(reply.delayMs);
    if (res.destroyed) return;

    if (!stream) {
      if (reply.invalidJson) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"choices": [ not json');
      }
      const toolCalls = wholeToolCalls(reply);
      return json(res, 200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 0,
        model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: contentOf(reply),
              ...(toolCalls.length > 0 && { tool_calls: toolCalls }),
            },
            finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    }

    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const chunks = streamChunks(reply, model);
    if (reply.invalidJson) {
      res.write(`data: ${JSON.stringify(chunks[0])}\n\n`);
      res.write('data: {"choices": [ not json\n\n');
      return res.end();
    }
    for (const [i, chunk] of chunks.entries()) {
      if (res.destroyed) return;
      if (reply.noDone && i === chunks.length - 1) break; // no finish_reason either
      // The role chunk, then the first real piece: a stream cut there has started but not finished.
      if (reply.closeMidStream && i === 1) {
        // Flushed and given a moment to arrive first, so the client sees a started stream break.
        res.write(`data: ${JSON.stringify(chunk)}\n\n`, () => setTimeout(() => res.destroy(), 30));
        return;
      }
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      if (reply.pieceDelayMs && i > 0) await wait(reply.pieceDelayMs);
    }
    if (!reply.noDone) res.write('data: [DONE]\n\n');
    res.end();
  }

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        return json(res, 400, { error: { message: 'invalid JSON body', type: 'invalid_request_error' } });
      }
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'GET' && path === '/v1/models') {
        requests.push({ method: req.method, path: req.url, headers: req.headers, body });
        return json(res, 200, {
          object: 'list',
          data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })),
        });
      }
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        answer(req, res, body).catch(() => res.destroy());
        return;
      }
      json(res, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
    });
  });

  const listening = await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.address()));
  });
  const url = `http://127.0.0.1:${listening.port}`;
  return {
    url,
    /** The base an organisation would configure: `${url}/v1`. */
    baseUrl: `${url}/v1`,
    port: listening.port,
    /** Every request received, oldest first: `{ method, path, headers, body }` (body parsed). */
    requests,
    /** Queues replies, answered in order by the next chat requests. */
    script: (...replies) => {
      queue.push(...replies);
    },
    /** Sets the answer for when nothing is queued: `(request) => reply` (may be async). */
    respond: (fn) => {
      responder = fn;
    },
    /** Empties the queue and the recorded requests. */
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
