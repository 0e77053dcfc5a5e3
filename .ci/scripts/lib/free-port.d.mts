/** A port nothing listens on right now, on loopback. */
export function freePort(): Promise<number>;
/** The first of `count` consecutive free loopback ports, below the ephemeral range. */
export function freePortBlock(count: number, from?: number, to?: number): Promise<number>;
/** Free bases for the demo data node's engine, WebAPI and PostgreSQL ports, as its environment variables. */
export function freeDataNodePorts(): Promise<{
  DATA_NODE_ENGINE_PORT_BASE: string;
  DATA_NODE_WEBAPI_PORT_BASE: string;
  DATA_NODE_PG_PORT_BASE: string;
}>;
