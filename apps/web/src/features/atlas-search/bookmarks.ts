import type { AccessibleAtlas, BookmarkDraft } from '@cdmnet/api';
import { searchTargetOf, type SearchAsk } from '../../app/atlas-search-address';
import { atlasSearchCopy } from './messages.ko';

const t = atlasSearchCopy.search;

/** The concept page's star: the concept by id, under its name. */
export const conceptBookmark = (concept: { conceptId: number; name: string }): BookmarkDraft => ({
  type: 'CONCEPT',
  title: concept.name,
  target: { conceptId: concept.conceptId },
});

/** The hospitals a search asked, as the list will read them: every one, the one, or how many. */
function hospitalsOf(atlasIds: readonly number[], atlases: readonly AccessibleAtlas[]): string {
  if (atlasIds.length === 0) return t.allHospitals;
  if (atlasIds.length === 1)
    return atlases.find((a) => a.id === atlasIds[0])?.orgName ?? t.hospitalsSelected(1);
  return t.hospitalsSelected(atlasIds.length);
}

/**
 * The search page's "이 검색 저장": the search without its page, size and sort, titled by its query
 * and what it was narrowed to (`출혈 (모든 병원, Condition, Standard)`), so two saved searches of the
 * same words read apart in the list.
 */
export function searchBookmark(ask: SearchAsk, atlases: readonly AccessibleAtlas[]): BookmarkDraft {
  const narrowed = [
    hospitalsOf(ask.atlasIds, atlases),
    ...ask.domainIds,
    ...ask.vocabularyIds,
    ...ask.conceptClassIds,
    ask.standard ? atlasSearchCopy.standardLabels[ask.standard] : null,
    ask.validity ? (ask.validity === 'VALID' ? t.valid : t.invalid) : null,
  ].filter((part): part is string => part !== null);
  return {
    type: 'CONCEPT_SEARCH',
    title: `${ask.query} (${narrowed.join(', ')})`,
    target: searchTargetOf(ask),
  };
}
