// Types of cluster.mjs for the TypeScript tests.

export interface ClusterInstance {
  index: number;
  port: number;
  /** Its own address, bypassing the proxy. */
  url: string;
  pid: number;
  /** What it printed since it last started (its logs at LOG_LEVEL warn, and any crash). */
  output(): string;
  /** Starts it (again) on its port; resolves once it listens. */
  start(): Promise<void>;
  /** SIGTERM: the graceful stop. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash would. */
  kill(): Promise<void>;
}

export interface Cluster {
  postgres: { url: string; pause(): Promise<void>; resume(): Promise<void>; stop(): Promise<void> };
  proxy: { url: string; errorLog(): string; stop(): Promise<void> };
  servers: ClusterInstance[];
  dataNode: import('../test/peers/data-node.d.mts').DataNode | undefined;
}

export function startCluster(options?: {
  instances?: number;
  dataNode?: boolean;
  workerConnections?: number;
  /** nginx's worker processes (1 unless said). */
  nginxWorkers?: number;
  serverEnv?: Record<string, string>;
}): Promise<Cluster>;
