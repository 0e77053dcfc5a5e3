import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { closure as closureIn } from './manifest.mjs';
import { landingPages, layoutOf, publicLayout } from './pages.mjs';

// A few chunks for what the landing pages (pages.mjs) load at once, instead of the dozens of
// one-kilobyte chunks that automatic splitting cuts along every route's lazy boundary.
//
// Why: over HTTP/1.1 a browser fetches six files at a time, so every further round of small files costs
// a round trip before the first render. On a phone that was most of the first paint (Lighthouse's slow
// 4G: /login loaded 25 scripts, the dashboard 52; after, 6 and 9, and /login's mobile score went from
// 88 to 98). The bytes stay about the same.
//
// Which modules: those of the chunks a landing page loads statically in an ordinary build, minus the
// entry's chunks and minus every chunk something loads lazily (the pages themselves, lazy parts), so
// each lazy boundary and the build manifest's keys stay as they are. They are read from a first build
// in memory (vite.config.ts), since only chunks know what tree-shaking kept: the module graph would
// follow the kit's index into every component.

/** The groups, each a chunk (or a few), in the order a module is offered to them. */
const groupNames = {
  // What /login and the dashboard both load.
  shared: 'first-shared',
  // What only the visitors' landing pages load.
  visitors: 'first-visitors',
  // What only the dashboard loads, and no visitors' page either.
  members: 'first-members',
  // What the dashboard loads and some visitors' page (sign-up, terms) also does: split by the pages
  // that load it, so sign-up does not download the dashboard's code, with the smallest splits merged.
  membersCommon: 'first-members-common',
};

/**
 * `output.codeSplitting.groups` from the chunks of a first, unwritten build of the same app (`output`,
 * Rolldown's result); `root` is the app's folder, where pages.mjs's keys start.
 */
export function landingGroups(output, root) {
  const chunks = output.filter((item) => item.type === 'chunk');
  // Keyed by file, with `imports` of files: the shape of the build manifest, which manifest.mjs walks.
  const byFile = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files) => files.reduce((into, file) => closureIn(byFile, file, into), new Set());
  const chunkOf = (key) => {
    const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, key));
    if (!chunk) throw new Error(`landing module ${key} has no chunk of its own`);
    return chunk.fileName;
  };
  const inEntry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  /** The chunks the audience's landing pages load statically, beyond the entry's, not lazy ones. */
  const landing = (audience) =>
    [
      ...closure(landingPages.filter((p) => p.audience === audience).flatMap((p) => p.modules.map(chunkOf))),
    ].filter((file) => !inEntry.has(file) && !byFile[file].isDynamicEntry);

  const visitors = new Set(landing('visitors'));
  const visitorsPagesLoad = closure(
    chunks
      .filter((c) => c.isDynamicEntry && c.facadeModuleId?.startsWith(root))
      .filter((c) => layoutOf(path.relative(root, c.facadeModuleId)) === publicLayout)
      .map((c) => c.fileName),
  );
  // A visitors' chunk that a members' page's first-view parts load (pages.mjs `parts`: the toast host
  // imports the kit's messages) goes to the shared group: in the visitors' group it would have the
  // dashboard load and run that whole group (form fields, the contact contract) a moment after its
  // first view, for one small module.
  const membersPartsLoad = closure(
    landingPages.filter((p) => p.audience === 'members').flatMap((p) => p.parts.map(chunkOf)),
  );
  const groupOfChunk = new Map(
    [...visitors].map((file) => [file, membersPartsLoad.has(file) ? groupNames.shared : groupNames.visitors]),
  );
  for (const file of landing('members')) {
    groupOfChunk.set(
      file,
      visitors.has(file)
        ? groupNames.shared
        : visitorsPagesLoad.has(file)
          ? groupNames.membersCommon
          : groupNames.members,
    );
  }
  const groupOf = new Map();
  for (const [file, group] of groupOfChunk) {
    for (const id of byFile[file].moduleIds) groupOf.set(id, group);
  }

  return Object.values(groupNames).map((name) => ({
    name,
    test: (id) => groupOf.get(id) === name,
    // Exactly the modules chosen: their imports are in a group, the entry or a lazy chunk already.
    includeDependenciesRecursively: false,
    ...(name === groupNames.membersCommon
      ? { entriesAware: true, entriesAwareMergeThreshold: 30 * 1024 }
      : {}),
  }));
}

/**
 * A build plugin for the client: the chunks a landing page runs at once (the entry, the groups above,
 * the pages' route modules) start with V8's compile hint, `//# allFunctionsCalledOnLoad`. Without it
 * V8 compiles each function the first time it is called, on the main thread: on a first visit that was
 * much of each task after the first paint (the router's start, each part's hydration). With it,
 * Chromium (136 and later) compiles every function of the file while the file downloads, on the
 * thread that streams it. The dashboard on a phone, alternating Lighthouse runs: blocking time
 * 1050 → 544 ms, score 77 → 86 (medians of 5). Other browsers ignore the comment; lazy chunks do
 * without it, since much of their code (a dialog's steps, a form's errors) may never run.
 *
 * Written into the files once they are written (before they are compressed: list it first): earlier,
 * minification drops comments and Vite rewrites the top of a chunk that loads others. The chunk's
 * source map moves a line down.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

export function compileHints(root) {
  const groups = new Set(Object.values(groupNames));
  const landingModules = new Set(
    landingPages.flatMap((page) => page.modules.map((key) => path.join(root, key))),
  );
  const runsAtOnce = (chunk) =>
    chunk.isEntry || groups.has(chunk.name.split('~')[0]) || landingModules.has(chunk.facadeModuleId ?? '');
  return {
    name: 'cdmnet-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      const dir = options.dir ?? path.join(root, 'dist');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !runsAtOnce(chunk)) continue;
        const file = path.join(dir, chunk.fileName);
        writeFileSync(file, compileHint + readFileSync(file, 'utf8'));
        if (!existsSync(`${file}.map`)) continue;
        const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
        writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}
