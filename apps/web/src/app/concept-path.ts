/**
 * A concept's page, `/atlas/concepts/{id}`, keeping the hospitals a search asked (`?atlas=1,2`): linked from
 * the vocabulary search, the concept finder and the bookmarks.
 */
export function conceptPath(conceptId: number, atlasIds: readonly number[] = []): string {
  const atlas = atlasIds.length > 0 ? `?atlas=${atlasIds.join(',')}` : '';
  return `/atlas/concepts/${conceptId}${atlas}`;
}
