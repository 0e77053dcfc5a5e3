// Small stand-ins for an organisation's servers, on loopback and a free port, for the connection
// checks' tests: an analysis engine (Arachne Execution Engine protocol), an ATLAS WebAPI, and
// servers that misbehave on purpose. Plain JavaScript so Playwright's setup can import them too.
import http from 'node:http';
import net from 'node:net';

/** Listens on 127.0.0.1 and a free port; `close()` also drops open (e.g. hanging) connections. */
function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            // close() waits for open connections, and a hanging one never ends by itself. An http
            // server can drop them all; a net server's own sockets are destroyed by its listener.
            server.closeAllConnections?.();
            server.emit('cdmnet:close');
          }),
      });
    });
  });
}

const send = (res, status, type, body) => {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
};

/**
 * An analysis engine: `GET /api/v1/metrics` → `busy 0`; `POST /api/v1/admin/restart/{atlas|dqd}` →
 * 200 when `restart` is on, 404 (no such endpoint) otherwise. `restarts` lists what was asked.
 */
export async function startFakeEngine({ restart = false, busy = 0 } = {}) {
  const restarts = [];
  const server = http.createServer((req, res) => {
    const target = /^\/api\/v1\/admin\/restart\/(atlas|dqd)$/.exec(req.url ?? '')?.[1];
    if (req.method === 'GET' && req.url === '/api/v1/metrics')
      return send(res, 200, 'text/plain', `busy ${busy}`);
    if (req.method === 'POST' && target && restart) {
      restarts.push(target);
      return send(res, 200, 'application/json', JSON.stringify({ restarted: target }));
    }
    send(res, 404, 'text/plain', 'Not Found');
  });
  return { ...(await listen(server)), restarts };
}

/** An ATLAS WebAPI: `GET /WebAPI/info` and `GET /info` → `{ version, buildInfo }`. */
export async function startFakeWebApi({ version = '2.14.0' } = {}) {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && (req.url === '/WebAPI/info' || req.url === '/info')) {
      const buildInfo = { artifactVersion: `WebAPI ${version}`, build: 'fake', timestamp: '2024-01-01' };
      return send(res, 200, 'application/json', JSON.stringify({ version, buildInfo }));
    }
    send(res, 404, 'text/html', '<html><body>Not Found</body></html>');
  });
  return listen(server);
}

/** Any HTTP server: `handler(req, res)` may answer oddly, or never (then `close()` ends it). */
export async function startFakeHttp(handler) {
  return listen(http.createServer(handler));
}

/** A TCP server that accepts connections and never says a word (a peer that hangs before any protocol). */
export async function startSilentTcp() {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('cdmnet:close', () => sockets.forEach((socket) => socket.destroy()));
  return listen(server);
}
