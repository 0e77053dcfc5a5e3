import { RICH_TEXT_URL_SCHEMES } from '@cdmnet/api';

/**
 * What a typed link becomes: an address with an allowed scheme or a path of this site as it is,
 * a bare host (`cdmnet.kr/guide`) as https, anything else (`javascript:`, spaces) null.
 */
export function toLinkUrl(input: string): string | null {
  const url = input.trim();
  if (url === '' || /\s/.test(url)) return null;
  if (url.startsWith('//')) return `https:${url}`;
  if (url.startsWith('/') || url.startsWith('#')) return url;
  // A scheme is letters before a colon that is not a port's (`host:8080`).
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return `https://${url}`;
  return (RICH_TEXT_URL_SCHEMES as readonly string[]).includes(scheme) ? url : null;
}
