import {
  ATLAS_SEARCH_PAGE_SIZES,
  atlasSearchSortFields,
  type AtlasSearchRequest,
  type AtlasSearchSortField,
  type ConceptSearchTarget,
} from '@cdmnet/api';

// What the vocabulary search asks for lives in its address, so a search can be shared, kept as a
// bookmark and returned to with the back button: `/atlas/search?q=출혈&atlas=1,2&domain=Condition
// &domain=Drug&standard=S&validity=VALID&page=2&size=50&sort=-name`. Pages count from 1 there, as a
// reader says them; a value the address cannot mean is left out rather than refused. Kept in app/
// because the search page reads and writes it and the bookmarks page opens kept searches with it.

export type SearchAsk = AtlasSearchRequest;

export const ATLAS_SEARCH_PATH = '/atlas/search';

type PageSize = (typeof ATLAS_SEARCH_PAGE_SIZES)[number];

const isSortField = (value: string): value is AtlasSearchSortField =>
  (atlasSearchSortFields as readonly string[]).includes(value);
const isPageSize = (value: number): value is PageSize =>
  (ATLAS_SEARCH_PAGE_SIZES as readonly number[]).includes(value);

function sortOf(text: string | null): SearchAsk['sort'] {
  if (!text) return null;
  const field = text.replace(/^-/, '');
  return isSortField(field) ? { field, order: text.startsWith('-') ? 'desc' : 'asc' } : null;
}

/** The search an address asks for. */
export function askOf(params: URLSearchParams): SearchAsk {
  const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
    allowed.find((a) => a === value) ?? null;
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    query: (params.get('q') ?? '').trim(),
    atlasIds: (params.get('atlas') ?? '')
      .split(',')
      .filter((part) => /^[1-9][0-9]{0,8}$/.test(part))
      .map(Number),
    domainIds: params.getAll('domain'),
    vocabularyIds: params.getAll('vocabulary'),
    conceptClassIds: params.getAll('class'),
    standard: oneOf(params.get('standard'), ['S', 'C', 'N'] as const),
    validity: oneOf(params.get('validity'), ['VALID', 'INVALID'] as const),
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    size: isPageSize(size) ? size : 20,
    sort: sortOf(params.get('sort')),
  };
}

/** The address's query of a search: only what differs from the defaults. */
export function paramsOf(ask: SearchAsk): URLSearchParams {
  const params = new URLSearchParams();
  if (ask.query) params.set('q', ask.query);
  if (ask.atlasIds.length > 0) params.set('atlas', ask.atlasIds.join(','));
  for (const value of ask.domainIds) params.append('domain', value);
  for (const value of ask.vocabularyIds) params.append('vocabulary', value);
  for (const value of ask.conceptClassIds) params.append('class', value);
  if (ask.standard) params.set('standard', ask.standard);
  if (ask.validity) params.set('validity', ask.validity);
  if (ask.page > 0) params.set('page', String(ask.page + 1));
  if (ask.size !== 20) params.set('size', String(ask.size));
  if (ask.sort) params.set('sort', `${ask.sort.order === 'desc' ? '-' : ''}${ask.sort.field}`);
  return params;
}

/** A search as a bookmark keeps it (no page, size or sort): what the search page's star saves. */
export const searchTargetOf = (ask: SearchAsk): ConceptSearchTarget => ({
  query: ask.query,
  atlasIds: ask.atlasIds,
  domainIds: ask.domainIds,
  vocabularyIds: ask.vocabularyIds,
  conceptClassIds: ask.conceptClassIds,
  standard: ask.standard,
  validity: ask.validity,
});

/** The search page's address of a kept search, opening on its first page in the default order. */
export const searchHref = (target: ConceptSearchTarget): string =>
  `${ATLAS_SEARCH_PATH}?${paramsOf({ ...target, page: 0, size: 20, sort: null }).toString()}`;
