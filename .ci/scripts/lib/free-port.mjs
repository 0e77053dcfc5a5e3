import net from 'node:net';

/** A port nothing listens on right now, on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether `port` can be listened on, on loopback, right now. */
function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive ports nothing listens on, for a server that takes a base port
 * (the data node's engines and WebAPIs). Chosen below Linux's ephemeral range (32768 and up), where
 * a random base could meet a port some outgoing connection holds at that moment.
 */
export async function freePortBlock(count, from = 20_000, to = 32_000) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = from + Math.floor(Math.random() * ((to - from - count) / count)) * count;
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error(`no ${count} consecutive free ports between ${from} and ${to}`);
}

/** Room per kind of port for the demo data node's hospitals (seven today), with space to grow. */
const DEMO_SITES_ROOM = 10;

/**
 * Free bases for the demo data node's engines, WebAPIs and PostgreSQL ports, as the environment
 * variables the data node and the server's demo seed both read (one port of each kind per hospital).
 */
export async function freeDataNodePorts() {
  const base = await freePortBlock(3 * DEMO_SITES_ROOM);
  return {
    DATA_NODE_ENGINE_PORT_BASE: String(base),
    DATA_NODE_WEBAPI_PORT_BASE: String(base + DEMO_SITES_ROOM),
    DATA_NODE_PG_PORT_BASE: String(base + 2 * DEMO_SITES_ROOM),
  };
}
