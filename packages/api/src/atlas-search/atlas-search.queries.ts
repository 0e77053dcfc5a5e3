import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import type { AtlasSearchForm } from '../contract/atlas-search.js';
import * as api from '../contract/atlas-search.contract.js';

export const atlasSearchKeys = {
  all: ['atlas-search'] as const,
  search: (body: AtlasSearchForm) => [...atlasSearchKeys.all, 'search', body] as const,
  filters: (atlasIds: readonly number[]) => [...atlasSearchKeys.all, 'filters', [...atlasIds]] as const,
  concept: (conceptId: number, atlasIds: readonly number[]) =>
    [...atlasSearchKeys.all, 'concept', conceptId, [...atlasIds]] as const,
  conceptIds: (cdm: string, ids: readonly number[]) =>
    [...atlasSearchKeys.all, 'concept-ids', cdm, [...ids]] as const,
  localCodes: (cdm: string, domain: string, codes: readonly string[]) =>
    [...atlasSearchKeys.all, 'local-codes', cdm, domain, [...codes]] as const,
};

/**
 * Every call asks the hospitals' WebAPIs live (the server keeps a search for a minute, so paging and
 * sorting are cheap there): asked again only when the reader asks, never on focus or reconnect.
 */
const liveBehaviour = { staleTime: 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

/** `?atlasIds=1,2`; empty for every accessible ATLAS. */
const atlasIdsText = (atlasIds: readonly number[]) => atlasIds.join(',');

export const atlasSearchQueries = {
  /** The previous page stays on screen while the next one loads. */
  search: (body: AtlasSearchForm) =>
    queryOptions({
      queryKey: atlasSearchKeys.search(body),
      queryFn: () => call(api.searchVocabulary, { body }),
      enabled: body.query.trim() !== '',
      placeholderData: keepPreviousData,
      ...liveBehaviour,
    }),
  filters: (atlasIds: readonly number[]) =>
    queryOptions({
      queryKey: atlasSearchKeys.filters(atlasIds),
      queryFn: () => call(api.getVocabularyFilters, { query: { atlasIds: atlasIdsText(atlasIds) } }),
      ...liveBehaviour,
    }),
  concept: (conceptId: number, atlasIds: readonly number[]) =>
    queryOptions({
      queryKey: atlasSearchKeys.concept(conceptId, atlasIds),
      queryFn: () =>
        call(api.getConcept, { params: { conceptId }, query: { atlasIds: atlasIdsText(atlasIds) } }),
      enabled: Number.isInteger(conceptId) && conceptId >= 1,
      ...liveBehaviour,
    }),
  conceptIds: (cdm: string, ids: readonly number[]) =>
    queryOptions({
      queryKey: atlasSearchKeys.conceptIds(cdm, ids),
      queryFn: () => call(api.getCdmConcepts, { params: { cdm, ids: ids.join(',') } }),
      enabled: cdm !== '' && ids.length > 0,
      ...liveBehaviour,
    }),
  localCodes: (cdm: string, domain: string, codes: readonly string[]) =>
    queryOptions({
      queryKey: atlasSearchKeys.localCodes(cdm, domain, codes),
      queryFn: () => call(api.getLocalCodes, { params: { cdm, domain, codes: codes.join(',') } }),
      enabled: cdm !== '' && domain !== '' && codes.length > 0,
      ...liveBehaviour,
    }),
};
