import type { AtlasSearchSort, FacetCount, FoundConcept } from '@cdmnet/api/contract';

// The order of the merged search results. The web table (packages/ui data-table/row-model.ts) sorts
// the page it shows again by the clicked column with `Intl.Collator('ko', { numeric: true })`, keeping
// equal values in the order they came; pages ordered here by any other collator would change order
// within a page on the reader's screen (names differing only in case swapped, Hangul after Latin), so
// the server compares texts with that same collator.
const collator = new Intl.Collator('ko', { numeric: true });

/** Compares two texts as the web table does. */
export const compareText = (a: string, b: string): number => collator.compare(a, b);

/**
 * The order of the merged concepts for a sort (by name when none); ties fall back to the concept id,
 * ascending in both directions, so a page never changes between two asks and the table, which keeps
 * equal values in their order, reads the same.
 */
export function conceptOrder(sort: AtlasSearchSort | null): (a: FoundConcept, b: FoundConcept) => number {
  const field = sort?.field ?? 'name';
  const direction = sort?.order === 'desc' ? -1 : 1;
  const compare = (a: FoundConcept, b: FoundConcept): number => {
    if (field === 'conceptId') return a.conceptId - b.conceptId;
    if (field === 'hospitals') return a.foundIn.length - b.foundIn.length;
    return compareText(a[field], b[field]);
  };
  return (a, b) => direction * compare(a, b) || a.conceptId - b.conceptId;
}

/** Facet values: the most concepts first, then by their text. */
export const facetOrder = (a: FacetCount, b: FacetCount): number =>
  b.count - a.count || compareText(a.value, b.value);
