import type { Bookmark, Favorite } from '@cdmnet/api';
import { searchHref } from '../../app/atlas-search-address';
import { conceptPath } from '../../app/concept-path';
import { designAddress } from './design-address';

/** Where a bookmark opens: the concept's page, the search as it was, the supporter on that design. */
export function bookmarkAddress(bookmark: Bookmark): string {
  switch (bookmark.type) {
    case 'CONCEPT':
      return conceptPath(bookmark.target.conceptId);
    case 'CONCEPT_SEARCH':
      return searchHref(bookmark.target);
    case 'ATLAS_DESIGN':
      return designAddress(bookmark.target);
  }
}

/** The network table where the starred organisation or researcher is listed (there is no page per row). */
export const favoriteAddress = (favorite: Favorite): string =>
  favorite.type === 'ORGANIZATION' ? '/network/organizations' : '/network/members';
