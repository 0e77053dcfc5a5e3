// Where the service tables' link buttons go (spec §2 item 1). Addresses are typed by admins without
// a scheme at times (`engine.hospital.ac.kr:8888`), so http is assumed; anything a browser would not
// open as an http(s) page gives null, and the screen warns that the link does not exist.

const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i;

/** `value` as an http(s) URL, http when it names no scheme; null when empty or not a web address. */
function parseWebAddress(value: string | null | undefined): URL | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const withScheme = hasScheme.test(trimmed) ? trimmed : `http://${trimmed}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url;
}

/**
 * The analysis-tool console of an engine: `http(s)://host:port` of its address, without its path.
 * `engine.hospital.ac.kr:8888/api` → `http://engine.hospital.ac.kr:8888`.
 */
export function engineConsoleHref(engineAddress: string | null | undefined): string | null {
  const url = parseWebAddress(engineAddress);
  return url ? `${url.protocol}//${url.host}` : null;
}

/** The ATLAS link of an ATLAS entry as it was typed (path kept), http when it names no scheme. */
export function atlasLinkHref(atlasHref: string | null | undefined): string | null {
  return parseWebAddress(atlasHref)?.href ?? null;
}
