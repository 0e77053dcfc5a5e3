import { atlasDesignKindLabels, type Bookmark, type ConceptSearchTarget } from '@cdmnet/api';
import { bookmarksCopy as t } from './messages.ko';

/** A kept search in one line: the hospitals it asks, then its filters. */
function searchLine(s: ConceptSearchTarget): string {
  return [
    s.atlasIds.length === 0 ? t.everyAtlas : t.atlasCount(s.atlasIds.length),
    ...s.domainIds,
    ...s.vocabularyIds,
    ...s.conceptClassIds,
    s.standard ? t.standard[s.standard] : null,
    s.validity ? t.validity[s.validity] : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The line under a bookmark's title. */
export function bookmarkLine(bookmark: Bookmark): string {
  switch (bookmark.type) {
    case 'CONCEPT':
      return t.conceptId(bookmark.target.conceptId);
    case 'CONCEPT_SEARCH':
      return searchLine(bookmark.target);
    case 'ATLAS_DESIGN':
      return t.design(atlasDesignKindLabels[bookmark.target.kind], bookmark.target.designId);
  }
}
