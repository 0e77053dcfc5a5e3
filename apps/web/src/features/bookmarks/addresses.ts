import type { Bookmark, ConceptSearchTarget, Favorite } from '@cdmnet/api';

/**
 * The search page's address for a kept search, in the format the search page reads
 * (features/atlas-search/search-ask.ts: `?q=…&atlas=1,2&domain=…&vocabulary=…&class=…&standard=…
 * &validity=…`). A feature may not import another, so the format is written here too; both follow the
 * one body, atlasSearchForm.
 */
function searchAddress(s: ConceptSearchTarget): string {
  const params = new URLSearchParams({ q: s.query });
  if (s.atlasIds.length > 0) params.set('atlas', s.atlasIds.join(','));
  for (const value of s.domainIds) params.append('domain', value);
  for (const value of s.vocabularyIds) params.append('vocabulary', value);
  for (const value of s.conceptClassIds) params.append('class', value);
  if (s.standard) params.set('standard', s.standard);
  if (s.validity) params.set('validity', s.validity);
  return `/atlas/search?${params.toString()}`;
}

/** Where a bookmark opens: the concept's page, the search as it was, the supporter on that design. */
export function bookmarkAddress(bookmark: Bookmark): string {
  switch (bookmark.type) {
    case 'CONCEPT':
      return `/atlas/concepts/${bookmark.target.conceptId}`;
    case 'CONCEPT_SEARCH':
      return searchAddress(bookmark.target);
    case 'ATLAS_DESIGN':
      // The supporter has no page per design: it opens on the ATLAS tree, where the design is listed.
      return '/atlas/supporter';
  }
}

/** The network table where the starred organisation or researcher is listed (there is no page per row). */
export const favoriteAddress = (favorite: Favorite): string =>
  favorite.type === 'ORGANIZATION' ? '/network/organizations' : '/network/members';
