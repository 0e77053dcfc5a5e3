// Types of data-node.mjs for the TypeScript tests.

export interface DataNodeSite {
  /** The database name the site answers for, e.g. `hanbit_cdm`. */
  database: string;
  /** The engine's address, `http://127.0.0.1:{port}`. */
  engine: string;
  /** The WebAPI's address, `http://127.0.0.1:{port}/WebAPI`. */
  webapi: string;
  /** The CDM over the PostgreSQL wire protocol, `postgres://127.0.0.1:{port}/{database}`, or null. */
  postgres: string | null;
}

export interface DataNode {
  sites: DataNodeSite[];
  pid: number;
  /** Ends it at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export function startDataNode(options?: {
  dataDir?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<DataNode>;
