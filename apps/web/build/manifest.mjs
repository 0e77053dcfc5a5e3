import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Vite's build manifest, read the way both the size test and the page writer need it.

/** `dist/.vite/manifest.json`, or an error that says to build first. */
export function readManifest(dist) {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file)) {
    throw new Error(`No build at ${dist}: run \`pnpm --filter @cdmnet/web build\` first (npm test does).`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The key of the app's entry (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the build manifest has no entry');
  return key;
}

/** The chunk and every chunk it imports statically: what loads with it. */
export function closure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}
