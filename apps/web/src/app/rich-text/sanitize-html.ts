import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '@cdmnet/api';

// The real guard of stored rich text: everything shown (and everything loaded into the editor) passes
// through here first. An allow-list of the editor's tags, `href` only, and links whose scheme is one of
// RICH_TEXT_URL_SCHEMES or none (a path of this site). No scripts, event handlers, styles or frames.

/** An allowed scheme, or a URL without one (DOMPurify's own shape of this test, with our schemes). */
const allowedUri = new RegExp(
  `^(?:(?:${RICH_TEXT_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

/** A web page of another site: it opens in a new tab. */
function isExternal(href: string): boolean {
  if (!/^https?:/i.test(href)) return false;
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

// Its own instance, so these hooks never touch another caller's DOMPurify.
const purify = DOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  // Set after the attribute allow-list ran, so they are the only rel/target a link can have.
  node.setAttribute('rel', 'noopener noreferrer');
  if (isExternal(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
  } else {
    node.removeAttribute('target');
  }
});

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
