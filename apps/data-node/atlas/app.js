/* global document, window, location */
// The node's read-only ATLAS page in the browser: reads the hash as a real ATLAS's addresses read
// (#/concept/{id}, #/search/{query}) and shows what this node's own WebAPI answers. Every piece of
// text goes in through textContent (see `el`): what a CDM stores is shown, never parsed.

import { atlasMessages as m } from './messages.ko.js';

/** As OHDSI's convention, concept_synonym rows in Korean carry this language concept. */
const KOREAN_LANGUAGE_CONCEPT_ID = 4175771;
/** Search rows shown at most (the node may answer more). */
const SEARCH_ROWS = 100;

/**
 * An element with attributes and children, the one way this page builds DOM: a string is set as
 * textContent (alone, on the element; among other children, in a span of its own), so nothing it
 * shows can be read as markup.
 */
function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  const kept = children.flat().filter((child) => child !== null && child !== undefined && child !== false);
  if (kept.length === 1 && typeof kept[0] === 'string') {
    node.textContent = kept[0];
    return node;
  }
  for (const child of kept) {
    if (typeof child !== 'string') node.append(child);
    else {
      const text = document.createElement('span');
      text.textContent = child;
      node.append(text);
    }
  }
  return node;
}

const view = document.getElementById('view');

/** Replaces the view, then moves focus to its heading so a screen reader reads the new state. */
function show(...children) {
  // Screens leave out a part as null (replaceChildren would write it as the text "null").
  view.replaceChildren(...children.filter((child) => child !== null && child !== undefined));
  const heading = view.querySelector('h2');
  if (heading) {
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
}

const message = (text, kind = 'note') =>
  el('p', { class: kind, role: kind === 'error' ? 'alert' : 'status' }, text);

/** A JSON call to this node's WebAPI; a 205 (WebAPI's "no such concept") is answered as null. */
async function webapi(path, init) {
  const response = await fetch(path, { ...init, headers: { accept: 'application/json', ...init?.headers } });
  if (response.status === 205) return null;
  if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status });
  return response.json();
}

const conceptHref = (id) => `#/concept/${Number(id)}`;

/** WebAPI's dates are epoch milliseconds (Jackson); shown as the calendar day, in UTC as stored. */
function day(value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return m.unknownDate;
  return new Date(value).toISOString().slice(0, 10);
}

const standardLabel = (value) => m.standard[value] ?? m.nonStandard;
const invalidLabel = (value) => m.invalidReason[value ?? 'V'] ?? String(value);

/** The node's own choice (KOREAN_NAME), else the first Korean synonym a vocabulary has. */
function koreanNameOf(concept) {
  const synonyms = Array.isArray(concept.SYNONYMS) ? concept.SYNONYMS : [];
  const korean = synonyms.find((s) => s.languageConceptId === KOREAN_LANGUAGE_CONCEPT_ID);
  return concept.KOREAN_NAME ?? korean?.name ?? null;
}

function field(label, value) {
  return [el('dt', {}, label), el('dd', {}, value)];
}

function conceptLink(concept) {
  return el(
    'a',
    { href: conceptHref(concept.CONCEPT_ID) },
    String(concept.CONCEPT_NAME ?? concept.CONCEPT_ID),
  );
}

function conceptLine(concept) {
  return el(
    'p',
    { class: 'meta' },
    m.conceptLine(concept.CONCEPT_ID, concept.DOMAIN_ID, concept.VOCABULARY_ID, concept.CONCEPT_CODE),
  );
}

function relatedItem(concept) {
  const relationships = (concept.RELATIONSHIPS ?? []).map((r) =>
    m.relationship(r.RELATIONSHIP_NAME, r.RELATIONSHIP_DISTANCE),
  );
  return el(
    'li',
    {},
    conceptLink(concept),
    concept.KOREAN_NAME ? el('span', { class: 'korean' }, ` ${concept.KOREAN_NAME}`) : null,
    conceptLine(concept),
    el('p', { class: 'meta' }, relationships.join(' · ')),
  );
}

/** The concept page: its fields, synonyms and related concepts, or "not found". */
async function conceptScreen(source, raw) {
  const id = Number(raw);
  const notFound = (detail) => ({ children: [el('h2', {}, m.conceptNotFound), message(detail)] });
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id)) return notFound(m.badConceptId(raw));
  const base = `/WebAPI/vocabulary/${encodeURIComponent(source.sourceKey)}/concept/${id}`;
  const [concept, related] = await Promise.all([webapi(base), webapi(`${base}/related`)]);
  if (!concept) return notFound(m.conceptNotFoundDetail(id));

  const koreanName = koreanNameOf(concept);
  const synonyms = Array.isArray(concept.SYNONYMS) ? concept.SYNONYMS : [];
  // The related list holds the concept itself (distance 0 in the hierarchy), as WebAPI answers it.
  const others = (Array.isArray(related) ? related : []).filter((r) => r.CONCEPT_ID !== id);
  return {
    title: `${concept.CONCEPT_NAME} · ${m.title(source.sourceName)}`,
    children: [
      el('h2', {}, String(concept.CONCEPT_NAME)),
      koreanName ? el('p', { class: 'korean lead' }, koreanName) : null,
      el(
        'dl',
        { class: 'fields' },
        field(m.fields.id, String(concept.CONCEPT_ID)),
        field(m.fields.koreanName, koreanName ?? m.noKoreanName),
        field(m.fields.domain, String(concept.DOMAIN_ID)),
        field(m.fields.vocabulary, String(concept.VOCABULARY_ID)),
        field(m.fields.conceptClass, String(concept.CONCEPT_CLASS_ID)),
        field(m.fields.code, String(concept.CONCEPT_CODE)),
        field(m.fields.standard, standardLabel(concept.STANDARD_CONCEPT)),
        field(m.fields.validity, m.validity(day(concept.VALID_START_DATE), day(concept.VALID_END_DATE))),
        field(m.fields.invalidReason, invalidLabel(concept.INVALID_REASON)),
      ),
      // Synonyms run long (17 for 192671): folded, so the related concepts stay near the top.
      synonyms.length > 0
        ? el(
            'details',
            { class: 'synonyms' },
            el('summary', {}, m.synonyms(synonyms.length)),
            el(
              'ul',
              { class: 'plain' },
              synonyms.map((s) => el('li', {}, String(s.name))),
            ),
          )
        : null,
      el(
        'section',
        {},
        el('h3', {}, m.related(others.length)),
        others.length > 0 ? el('ul', { class: 'concepts' }, others.map(relatedItem)) : message(m.noRelated),
      ),
    ],
  };
}

/** The search page: the first rows the node's search answers, each a link to its concept. */
async function searchScreen(source, query) {
  const rows = await webapi(`/WebAPI/vocabulary/${encodeURIComponent(source.sourceKey)}/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ QUERY: query }),
  });
  const all = Array.isArray(rows) ? rows : [];
  const shown = all.slice(0, SEARCH_ROWS);
  return {
    title: `${query} · ${m.title(source.sourceName)}`,
    children: [
      el('h2', {}, m.searchHeading(query)),
      el('p', { class: 'note' }, m.searchCount(all.length)),
      all.length > SEARCH_ROWS ? message(m.searchCapped(SEARCH_ROWS)) : null,
      shown.length > 0
        ? el(
            'ul',
            { class: 'concepts' },
            shown.map((c) =>
              el(
                'li',
                {},
                conceptLink(c),
                c.KOREAN_NAME ? el('span', { class: 'korean' }, ` ${c.KOREAN_NAME}`) : null,
                conceptLine(c),
              ),
            ),
          )
        : message(m.searchEmpty),
    ],
  };
}

/** The hash's route: `#/concept/{id}`, `#/search/{query}`, or the start (anything else is unknown). */
function route() {
  const hash = location.hash.replace(/^#\/?/, '');
  const [kind = '', ...rest] = hash.split('/');
  let value = rest.join('/');
  try {
    value = decodeURIComponent(value);
  } catch {
    // A malformed escape is shown as typed.
  }
  if (kind === 'concept' && value) return { kind, value };
  if (kind === 'search' && value.trim()) return { kind, value: value.trim() };
  return { kind: hash ? 'unknown' : 'home', value };
}

const query = document.getElementById('query');
let sourcePromise;
/** The window's title outside a concept or search: the source's once known. */
let pageTitle = m.titleWithoutSource;
/** Each render's number: a slow answer to an earlier hash is dropped. */
let current = 0;

async function render() {
  const mine = ++current;
  const { kind, value } = route();
  query.value = kind === 'search' ? value : '';
  if (kind === 'home' || kind === 'unknown') {
    document.title = pageTitle;
    return show(message(kind === 'home' ? m.home : m.unknownAddress));
  }
  view.replaceChildren(message(m.loading));
  const source = await sourcePromise;
  if (mine !== current) return undefined;
  if (!source) return show(message(m.sourceFailed, 'error'));
  let screen;
  try {
    screen = kind === 'concept' ? await conceptScreen(source, value) : await searchScreen(source, value);
  } catch (error) {
    screen = { children: [message(m.requestFailed(error?.status), 'error')] };
  }
  // Only the latest hash's answer is shown (a slow earlier one is dropped).
  if (mine !== current) return undefined;
  if (screen.title) document.title = screen.title;
  return show(...screen.children);
}

async function loadSource() {
  try {
    const sources = await webapi('/WebAPI/source/sources');
    const source = Array.isArray(sources) ? sources[0] : undefined;
    if (!source) throw new Error('no source');
    document.getElementById('title').textContent = m.title(source.sourceName);
    document.getElementById('scope').textContent = m.scope(source.sourceName);
    pageTitle = m.title(source.sourceName);
    if (route().kind === 'home' || route().kind === 'unknown') document.title = pageTitle;
    return source;
  } catch {
    // render() says so where a screen needed the source.
    return undefined;
  }
}

document.getElementById('title').textContent = m.titleWithoutSource;
document.getElementById('scope').textContent = m.scopeWithoutSource;
document.getElementById('query-label').textContent = m.queryLabel;
document.getElementById('search-button').textContent = m.searchButton;
document.title = pageTitle;

document.getElementById('search').addEventListener('submit', (event) => {
  event.preventDefault();
  const text = query.value.trim();
  if (text) location.hash = `#/search/${encodeURIComponent(text)}`;
});
window.addEventListener('hashchange', () => void render());

sourcePromise = loadSource();
void render();
