import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../src/config.js';
import { startDataNode, type RunningSite } from '../src/node.js';

// One demo data node for the whole run: seven sites loaded in memory from the samples, on free
// loopback ports (engine, WebAPI and PostgreSQL wire port each). Test files reach it over the network
// only, as the platform does. Status updates come every 300 ms here (10 s by default) so that
// periodic updates show within a test. The vocabulary template is kept
// under node_modules/.cache between runs (built on the first), sparing initdb.

/** Where the tests keep the template (DATA_NODE_TEMPLATE_CACHE). */
export const TEMPLATE_CACHE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../node_modules/.cache/data-node',
);

declare module 'vitest' {
  export interface ProvidedContext {
    sites: RunningSite[];
  }
}

export default async function setup(project: TestProject) {
  const config = readConfig({
    DATA_NODE_DEMO: '1',
    DATA_NODE_DATA_DIR: 'memory://',
    DATA_NODE_ENGINE_PORT_BASE: '0',
    DATA_NODE_WEBAPI_PORT_BASE: '0',
    DATA_NODE_PG_PORT_BASE: '0',
    DATA_NODE_STATUS_INTERVAL_MS: '300',
    // Every test query takes well under a second but timeout.test.ts's, which must be stopped.
    DATA_NODE_STATEMENT_TIMEOUT_MS: '6000',
    DATA_NODE_TEMPLATE_CACHE: TEMPLATE_CACHE,
  });
  const node = await startDataNode(config, () => undefined);
  project.provide('sites', node.sites);
  return async () => {
    await node.close();
  };
}
