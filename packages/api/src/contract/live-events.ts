// In a module of its own, apart from the execution schemas (executions.ts): the signed-in layout opens
// the stream on every page, and a module is evaluated whole, so taking the path from executions.ts made
// every first page build the execution contract's schemas (and result requests' behind them).

/** The one live stream of a signed-in page (server-sent events, same origin, the session cookie). */
export const LIVE_EVENTS_PATH = '/api/v1/events';
