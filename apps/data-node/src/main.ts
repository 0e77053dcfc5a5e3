import { readConfig } from './config.js';
import { nodeMessages as m } from './messages.ko.js';
import { startDataNode } from './node.js';

// `node dist/main.js`: reads the DATA_NODE_* environment (README.md), starts every site, and prints one
// line `DATA_NODE_READY {"sites":[{"database","engine","webapi","postgres"}, …]}` once all listen, so
// that a script or a test learns the real addresses (ports may be 0; postgres null when the site has
// no wire port). SIGINT and SIGTERM close it cleanly.

try {
  const node = await startDataNode(readConfig());
  process.stdout.write(`DATA_NODE_READY ${JSON.stringify({ sites: node.sites })}\n`);
  // A terminal's Ctrl-C reaches both this process and a parent script that forwards it: the second
  // signal must not cut the clean close short.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void node.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  process.stderr.write(`${m.startFailed(error instanceof Error ? error.message : String(error))}\n`);
  process.exit(1);
}
