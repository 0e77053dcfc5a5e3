import type { FoundConcept } from '@cdmnet/api/contract';
import { describe, expect, it } from 'vitest';
import { conceptOrder, facetOrder } from '../src/services/atlas-search-order.js';

// The server pages the merged concepts; the web table sorts each page again by the clicked column with
// Intl.Collator('ko', { numeric: true }) (packages/ui data-table/row-model.ts), keeping ties in the
// order they came. The server's order must already be the table's, or rows move within a page.

const concept = (conceptId: number, name: string, atlases = 1): FoundConcept => ({
  conceptId,
  name,
  koreanName: null,
  domainId: 'Drug',
  vocabularyId: 'RxNorm',
  conceptClassId: 'Ingredient',
  code: String(conceptId),
  standard: 'S',
  invalidReason: null,
  validStart: null,
  validEnd: null,
  foundIn: Array.from({ length: atlases }, (_, i) => ({ atlasId: i + 1, vocabularyVersion: null })),
});

// Korean and English names mixed, some differing only in case, some in the number they carry.
const mixed = [
  concept(1, 'Aspirin'),
  concept(2, '아스피린'),
  concept(3, 'aspirin'),
  concept(4, 'Insulin 10'),
  concept(5, 'insulin 9'),
  concept(6, '인슐린'),
  concept(7, 'ASPIRIN'),
  concept(8, '가바펜틴'),
];

const table = new Intl.Collator('ko', { numeric: true });

describe('the order of the merged concepts', () => {
  it('sorts names as the web table does: Hangul first, lower case before upper, numbers by value', () => {
    const names = [...mixed].sort(conceptOrder(null)).map((c) => c.name);
    expect(names).toEqual([
      '가바펜틴',
      '아스피린',
      '인슐린',
      'aspirin',
      'Aspirin',
      'ASPIRIN',
      'insulin 9',
      'Insulin 10',
    ]);
    expect(names).toEqual(mixed.map((c) => c.name).sort(table.compare));
  });

  it('reverses for a descending sort, as the table does', () => {
    const names = [...mixed].sort(conceptOrder({ field: 'name', order: 'desc' })).map((c) => c.name);
    expect(names).toEqual(
      mixed
        .map((c) => c.name)
        .sort(table.compare)
        .reverse(),
    );
  });

  it('keeps ties in concept id order in both directions, as the table keeps equal values in place', () => {
    const tied = [concept(30, 'x', 2), concept(10, 'y', 1), concept(20, 'z', 2)];
    expect(
      [...tied].sort(conceptOrder({ field: 'hospitals', order: 'asc' })).map((c) => c.conceptId),
    ).toEqual([10, 20, 30]);
    expect(
      [...tied].sort(conceptOrder({ field: 'hospitals', order: 'desc' })).map((c) => c.conceptId),
    ).toEqual([20, 30, 10]);
  });

  it('orders facet values by count, then by the same collator', () => {
    const facets = [
      { value: 'drug', count: 2 },
      { value: '약물', count: 2 },
      { value: 'Drug', count: 2 },
      { value: 'Condition', count: 5 },
    ].sort(facetOrder);
    expect(facets.map((f) => f.value)).toEqual(['Condition', '약물', 'drug', 'Drug']);
  });
});
