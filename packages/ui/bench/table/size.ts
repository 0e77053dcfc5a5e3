// The kit's weight for a consumer: every export of @cdmnet/ui, beyond React and react-dom (run.mjs
// builds this with both external and gzips the JavaScript).
import * as kit from '../../src/index.ts';

// Read every export by name, so the bundler can drop none of them.
const everything: Record<string, unknown> = { ...kit };
(globalThis as { __kitExports?: string[] }).__kitExports = Object.keys(everything).map(
  (name) => `${name}:${typeof everything[name]}`,
);
