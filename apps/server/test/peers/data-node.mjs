// Starts the real data node (apps/data-node, built) as a separate process on loopback: the platform's
// tests and e2e reach it only over HTTP, as they would a hospital's engine. Plain JavaScript so
// Playwright's setup and the benchmarks can import it too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data-node/dist/main.js');
const READY = 'DATA_NODE_READY ';

/**
 * The demo data node (six hospitals' CDMs from GiBleed) on free ports, its data in memory unless
 * `dataDir` is given. Resolves with each site's addresses once it says it is ready.
 */
export function startDataNode({ dataDir = 'memory://', env = {}, timeoutMs = 120_000 } = {}) {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      DATA_NODE_DEMO: '1',
      DATA_NODE_HOST: '127.0.0.1',
      DATA_NODE_ENGINE_PORT_BASE: '0',
      DATA_NODE_WEBAPI_PORT_BASE: '0',
      DATA_NODE_PG_PORT_BASE: '0',
      DATA_NODE_DATA_DIR: dataDir,
      DATA_NODE_STATUS_INTERVAL_MS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the data node did not get ready in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith(READY));
      if (!line) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      const { sites } = JSON.parse(line.slice(READY.length));
      resolve({
        sites,
        pid: child.pid,
        /** Ends it at once, as a crash or a pulled cable would: nothing is told to anyone. */
        kill: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
        /** Stops it (SIGTERM, then SIGKILL after 5 s). */
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the data node exited (${code}) before it was ready:\n${output}`));
    });
  });
}
