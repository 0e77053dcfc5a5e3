import { useSearchParams } from 'react-router-dom';
import { CONCEPT_FINDER_DOMAINS_MAX, CONCEPT_FINDER_QUERY_MAX } from '@cdmnet/api';

// What the finder shows lives in its address (spec §2: the query and the chosen result), so a shared
// link, a reload and the back button reproduce the page:
// `/evix-ai/concept-finder?query=위장관 출혈&resultId=192671&domain=Condition&domain=Drug`.
// A value the address cannot mean is left out rather than refused.

export interface FinderAsk {
  query: string;
  /** The chosen result, highlighted and scrolled to; null when none is. */
  resultId: number | null;
  domainIds: string[];
}

export function askOf(params: URLSearchParams): FinderAsk {
  const id = params.get('resultId') ?? '';
  return {
    query: (params.get('query') ?? '').trim().slice(0, CONCEPT_FINDER_QUERY_MAX),
    resultId: /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : null,
    domainIds: [...new Set(params.getAll('domain').filter((d) => d.trim() !== ''))].slice(
      0,
      CONCEPT_FINDER_DOMAINS_MAX,
    ),
  };
}

export function paramsOf(ask: FinderAsk): URLSearchParams {
  const params = new URLSearchParams();
  if (ask.query) params.set('query', ask.query);
  if (ask.resultId !== null) params.set('resultId', String(ask.resultId));
  for (const domain of ask.domainIds) params.append('domain', domain);
  return params;
}

/**
 * The page's ask and how to change it; each change is a step in the browser's history. A new query
 * starts without a chosen result or domains (they belonged to the last one's results).
 */
export function useFinderAsk() {
  const [params, setParams] = useSearchParams();
  const ask = askOf(params);
  const change = (next: Partial<FinderAsk>) => {
    const fresh = next.query !== undefined && next.query !== ask.query;
    setParams(paramsOf({ ...ask, ...(fresh ? { resultId: null, domainIds: [] } : {}), ...next }));
  };
  return { ask, change };
}
