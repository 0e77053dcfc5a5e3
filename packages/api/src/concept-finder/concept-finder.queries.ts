import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import type { ConceptFinderForm } from '../contract/concept-finder.js';
import * as api from '../contract/concept-finder.contract.js';

export const conceptFinderKeys = {
  all: ['concept-finder'] as const,
  searches: () => [...conceptFinderKeys.all, 'search'] as const,
  search: (body: ConceptFinderForm) => [...conceptFinderKeys.searches(), body] as const,
  records: (conceptIds: readonly number[]) => [...conceptFinderKeys.all, 'records', [...conceptIds]] as const,
  index: () => [...conceptFinderKeys.all, 'index'] as const,
};

/**
 * A search reads the platform's own index (it changes when the index is refreshed, minutes apart) and a
 * count asks the hospitals' CDMs live: both are asked again only when the reader asks, never on focus.
 */
const askedBehaviour = { staleTime: 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

export const conceptFinderQueries = {
  /** The previous results stay on screen while a narrower or new search loads. */
  search: (body: ConceptFinderForm) =>
    queryOptions({
      queryKey: conceptFinderKeys.search(body),
      queryFn: () => call(api.findConcepts, { body }),
      enabled: body.query.trim() !== '',
      placeholderData: keepPreviousData,
      ...askedBehaviour,
    }),
  /** What the index holds, for the page before a search. */
  index: () =>
    queryOptions({
      queryKey: conceptFinderKeys.index(),
      queryFn: () => call(api.getFinderIndex),
      ...askedBehaviour,
    }),
  /** Persons per CDM for the shown results, in the order given (the server takes at most 50 ids). */
  records: (conceptIds: readonly number[]) =>
    queryOptions({
      queryKey: conceptFinderKeys.records(conceptIds),
      queryFn: () => call(api.countFinderRecords, { body: { conceptIds: [...conceptIds] } }),
      enabled: conceptIds.length > 0,
      ...askedBehaviour,
    }),
};
