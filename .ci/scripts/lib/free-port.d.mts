/** A port nothing listens on right now, on loopback. */
export function freePort(): Promise<number>;
/** The first of `count` consecutive free loopback ports, below the ephemeral range. */
export function freePortBlock(count: number, from?: number, to?: number): Promise<number>;
