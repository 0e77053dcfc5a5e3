// The open pages of the capacity bench (capacity.mjs), in a process of their own so that holding
// thousands of streams does not distort the load generator's timings, nor the other way round.
// Driven over IPC by the bench:
//   { type: 'open', url, streams: [{ cookie, projects: [ids its user hears] }] }  → { type: 'opened', … }
//   { type: 'event', id, projectId, sentAt }   an event the bench has just published
//   { type: 'collect' }                         → { type: 'collected', … } for the events since the last
//   { type: 'close' }                           ends every stream and the process
// Each stream is a bare socket speaking HTTP/1.1 (a few kB each, where fetch costs tens), read as a
// browser's EventSource does: it opens again `retry:` ms after an end, and a reopening is counted.
import net from 'node:net';
import { performance } from 'node:perf_hooks';

/** Wall-clock milliseconds with a fraction, comparable with the bench's (same clock, same machine). */
const now = () => performance.timeOrigin + performance.now();

/** How many streams are being opened at once: a ramp, not a stampede on the proxy's backlog. */
const OPENING_AT_ONCE = 64;

const streams = [];
/** Events published since the last collection: id → { projectId, sentAt, expected, heard } */
let events = new Map();
let reopened = 0;
let unexpected = 0;
let cpuAtCollect = process.cpuUsage();
let collectedAt = now();

process.on('message', (message) => {
  if (message.type === 'open') void openAll(message).then((reply) => process.send(reply));
  else if (message.type === 'event') expectEvent(message);
  else if (message.type === 'collect') process.send(collect());
  else if (message.type === 'close') {
    for (const stream of streams) stream.close();
    process.disconnect();
  }
});

async function openAll({ url, streams: wanted }) {
  const { hostname, port } = new URL(url);
  const started = now();
  let failed = 0;
  const failures = new Map();
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const spec = wanted[next++];
      const stream = pageStream(hostname, Number(port), spec);
      const outcome = await stream.opened;
      if (outcome === 'open') streams.push(stream);
      else {
        failed += 1;
        failures.set(outcome, (failures.get(outcome) ?? 0) + 1);
        stream.close();
      }
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, worker));
  return {
    type: 'opened',
    open: streams.length,
    failed,
    failures: Object.fromEntries(failures),
    seconds: (now() - started) / 1000,
  };
}

/** Every stream open now whose user hears the event's project should get it; it is counted so. */
function expectEvent({ id, projectId, sentAt }) {
  const expected = streams.filter((stream) => stream.projects.includes(projectId)).length;
  events.set(id, { projectId, sentAt, expected, heard: [] });
}

function heard(stream, data) {
  const arrivedAt = now();
  const event = events.get(data.executionId);
  if (!event) return; // one from before the last collection
  if (!stream.projects.includes(data.projectId)) unexpected += 1;
  else event.heard.push(arrivedAt - event.sentAt);
}

function collect() {
  const delays = [];
  let expected = 0;
  for (const event of events.values()) {
    expected += event.expected;
    delays.push(...event.heard);
  }
  const cpu = process.cpuUsage(cpuAtCollect);
  const seconds = (now() - collectedAt) / 1000;
  const reply = {
    type: 'collected',
    events: events.size,
    expected,
    delays,
    unexpected,
    reopened,
    open: streams.filter((stream) => stream.connected()).length,
    // The client's own cost, to say how much of the machine the measuring took.
    cpuPercent: ((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100,
    rssBytes: process.memoryUsage.rss(),
  };
  events = new Map();
  reopened = 0;
  unexpected = 0;
  cpuAtCollect = process.cpuUsage();
  collectedAt = now();
  return reply;
}

/**
 * One open page: GET the stream with the session cookie, then decode the chunked body into
 * server-sent events. `opened` settles with 'open' or why not (status or error) on the first try.
 */
function pageStream(host, port, { cookie, projects }) {
  let socket;
  let closed = false;
  let connected = false;
  let retryMs = 3_000;
  let settle;
  const opened = new Promise((resolve) => (settle = resolve));

  const connect = () => {
    let head = '';
    let inBody = false;
    let pending = '';
    const onBody = (text) => {
      pending += text;
      let end;
      while ((end = pending.indexOf('\n\n')) >= 0) {
        const block = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (block.startsWith('retry: ')) retryMs = Number(block.slice(7));
        const data = block.indexOf('\ndata: ');
        if (block.startsWith('event: execution') && data >= 0)
          heard(stream, JSON.parse(block.slice(data + 7)));
      }
    };
    const decoder = chunkedDecoder(onBody);
    socket = net.connect({ host, port });
    socket.setNoDelay(true);
    socket.setEncoding('latin1');
    socket.on('connect', () =>
      socket.write(
        `GET /api/v1/events HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\n` +
          `Cookie: ${cookie}\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk) => {
      if (inBody) return decoder(chunk);
      head += chunk;
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const status = head.slice(9, 12);
      if (status !== '200') {
        settle(`HTTP ${status}`);
        return socket.destroy();
      }
      inBody = true;
      connected = true;
      settle('open');
      decoder(head.slice(end + 4));
    });
    socket.on('error', (error) => settle(error.code ?? error.message));
    socket.on('close', () => {
      settle('closed before answering');
      if (connected && !closed) {
        connected = false;
        reopened += 1;
        setTimeout(() => !closed && connect(), retryMs);
      }
    });
  };
  const stream = {
    projects,
    opened,
    connected: () => connected,
    close: () => {
      closed = true;
      socket?.destroy();
    },
  };
  connect();
  return stream;
}

/**
 * A decoder of an HTTP/1.1 chunked body (what nginx sends for a stream of unknown length), fed the
 * socket's text in whatever pieces it arrives, handing the body's text on. The body is ASCII JSON
 * and comments, so latin1 text keeps byte counts.
 */
function chunkedDecoder(onText) {
  let sizeLine = '';
  let left = -1; // bytes left in the current chunk; -1 while reading a size line, -2 its trailing CRLF
  return (input) => {
    let at = 0;
    while (at < input.length) {
      if (left === -1) {
        const end = input.indexOf('\r\n', at);
        if (end < 0) {
          sizeLine += input.slice(at);
          return;
        }
        sizeLine += input.slice(at, end);
        left = parseInt(sizeLine, 16);
        sizeLine = '';
        at = end + 2;
      } else if (left === -2) {
        // The CRLF after a chunk's data (it may come in two pieces).
        at += input[at] === '\r' ? 1 : 0;
        if (at < input.length && input[at] === '\n') {
          at += 1;
          left = -1;
        }
      } else if (left === 0) {
        left = -2;
      } else {
        const take = Math.min(left, input.length - at);
        onText(input.slice(at, at + take));
        left -= take;
        at += take;
        if (left === 0) left = -2;
      }
    }
  };
}
