import { RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '@cdmnet/api/contract';

// Rich text is cleaned on the way in so the database never holds a script; the browser cleans it again
// with DOMPurify before rendering, which stays the real guard. This is an allow-list rebuild, not a
// blacklist: the output holds only the tags of RICH_TEXT_TAGS, only `href` on links (with a safe
// scheme), and text in which every other `<` and `>` is escaped, so nothing else can become markup.

const allowedTags = new Set<string>(RICH_TEXT_TAGS);
const voidTags = new Set(['br', 'hr']);

// Elements whose content goes with them: it is code or another document, not text to keep.
const droppedWithContent = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
  'head',
];

// A tag: name, then attributes where quoted values may hold `>`. Each alternative starts with a
// different character, so matching stays linear.
const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
};

/** Entities decoded as a browser decodes an attribute, so `jav&#x61;script:` is seen for what it is. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return namedEntities[body.toLowerCase()] ?? whole;
  });
}

const escapeText = (value: string) => value.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A link target that cannot run anything: a relative path, or an allowed scheme. */
export function safeUrl(raw: string): string | undefined {
  // Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`).
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && !(RICH_TEXT_URL_SCHEMES as readonly string[]).includes(scheme))
    return undefined;
  return url;
}

function rebuildTag(closing: boolean, name: string, attributes: string): string {
  if (closing) return voidTags.has(name) ? '' : `</${name}>`;
  if (name !== 'a') return `<${name}>`;
  for (const match of attributes.matchAll(attributePattern)) {
    if (match[1]?.toLowerCase() !== 'href') continue;
    const href = safeUrl(match[2] ?? match[3] ?? match[4] ?? '');
    return href ? `<a href="${escapeAttribute(href)}">` : '<a>';
  }
  return '<a>';
}

/** Removes what must not be stored, until nothing changes (nesting can rebuild what one pass removed). */
function dropDangerousBlocks(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<[!?][^>]*>/g, '');
    for (const name of droppedWithContent) {
      current = current
        .replace(new RegExp(`<${name}\\b[^>]*>[\\s\\S]*?<\\/${name}\\s*>`, 'gi'), '')
        // An unclosed one swallows the rest, as a browser would.
        .replace(new RegExp(`<${name}\\b[\\s\\S]*$`, 'i'), '');
    }
  } while (current !== previous);
  return current;
}

/** Rich text reduced to the allowed formatting; anything else is dropped or shown as plain text. */
export function sanitizeRichText(html: string): string {
  const source = dropDangerousBlocks(html);
  let out = '';
  let last = 0;
  for (const match of source.matchAll(tagPattern)) {
    out += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const name = (match[2] ?? '').toLowerCase();
    if (allowedTags.has(name)) out += rebuildTag(match[1] === '/', name, match[3] ?? '');
  }
  return out + escapeText(source.slice(last));
}
