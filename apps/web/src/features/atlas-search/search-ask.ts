import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { askOf, paramsOf, type SearchAsk } from '../../app/atlas-search-address';

export type { SearchAsk };

/**
 * The page's search (read from its address, app/atlas-search-address.ts) and how to change it. Each
 * change is a step in the browser's history; anything but the page itself starts again at the first page.
 */
export function useSearchAsk() {
  const [params, setParams] = useSearchParams();
  const ask = useMemo(() => askOf(params), [params]);
  const change = (next: Partial<SearchAsk>) => setParams(paramsOf({ ...ask, page: 0, ...next }));
  return { ask, change };
}
