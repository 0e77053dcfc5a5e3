/**
 * A concept's page, `/atlas/concepts/{id}`, as the vocabulary search's results link it (its
 * concept-path.ts, which a feature may not import): the finder asks no hospitals of its own, so the
 * page asks every one the reader may use.
 */
export const conceptHref = (conceptId: number): string => `/atlas/concepts/${conceptId}`;
