import { useSyncExternalStore } from 'react';
import type { VocabularyConcept } from '@cdmnet/api';

// The concept set the reader collects from the finder's results, kept in this tab's sessionStorage so
// that leaving for a concept's page and coming back keeps it; a new tab starts empty, as a new task does.

const KEY = 'evixAi.conceptSet';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; concepts: readonly VocabularyConcept[] } = { raw: null, concepts: [] };

const isConcept = (value: unknown): value is VocabularyConcept =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { conceptId?: unknown }).conceptId === 'number' &&
  typeof (value as { name?: unknown }).name === 'string';

/** The kept set; the same array until it changes, as useSyncExternalStore needs. */
function read(): readonly VocabularyConcept[] {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    // Storage refused (private mode's quota, a sandbox): the set lives as long as the page.
    return cached.concepts;
  }
  if (raw === cached.raw) return cached.concepts;
  let concepts: VocabularyConcept[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    concepts = Array.isArray(parsed) ? parsed.filter(isConcept) : [];
  } catch {
    concepts = [];
  }
  cached = { raw, concepts };
  return concepts;
}

function write(concepts: readonly VocabularyConcept[]) {
  const raw = JSON.stringify(concepts);
  cached = { raw, concepts };
  try {
    sessionStorage.setItem(KEY, raw);
  } catch {
    // Kept in memory only (see read).
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const conceptSet = {
  add: (concept: VocabularyConcept) => {
    const now = read();
    if (!now.some((c) => c.conceptId === concept.conceptId)) write([...now, concept]);
  },
  remove: (conceptId: number) => write(read().filter((c) => c.conceptId !== conceptId)),
  clear: () => write([]),
};

export function useConceptSet(): readonly VocabularyConcept[] {
  return useSyncExternalStore(subscribe, read, read);
}
