/** One route of Fastify's route table, with the kinds of hooks it runs (`preHandler`, …). */
export interface RegisteredRoute {
  method: string;
  path: string;
  hooks: string[];
}

/**
 * Every route in Fastify's printed route tree (`printRoutes({ commonPrefix: false })`, with or without
 * `includeHooks`): one node per line, four columns per level, the methods in parentheses. A method whose
 * hooks differ from its node's others is printed on a line of its own under the node (HEAD always is,
 * Fastify adds it to every GET), and each route's hooks follow it as `• (kind) [...]` lines.
 */
export function routeTable(tree: string): RegisteredRoute[] {
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  let current: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const hook = /^[│ ]*• \((\w+)\)/.exec(line);
    if (hook) {
      for (const route of current) route.hooks.push(hook[1] ?? '');
      continue;
    }
    current = [];
    const node = /^((?:│ {3}| {4})*)([├└]── )?(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node || (!node[2] && !node[4])) continue;
    const columns = (node[1] ?? '').length / 4;
    // A node line starts a level; a line of more methods repeats its node one column in.
    const level = node[2] ? columns : columns - 1;
    const path = (prefixes[level - 1] ?? '') + (node[3] ?? '');
    if (node[2]) {
      prefixes[level] = path;
      prefixes.length = level + 1;
    }
    for (const method of (node[4] ?? '').split(', ').filter(Boolean)) {
      const route = { method, path, hooks: [] };
      routes.push(route);
      current.push(route);
    }
  }
  return routes;
}

/** `METHOD /path/:param` of every route but HEAD (Fastify adds it to every GET). */
export const registeredRoutes = (tree: string): string[] =>
  routeTable(tree)
    .filter((route) => route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.path}`);
