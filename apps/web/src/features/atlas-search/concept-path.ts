/** A concept's page, `/atlas/concepts/{id}`, keeping the hospitals the search asked (`?atlas=1,2`). */
export function conceptPath(conceptId: number, atlasIds: readonly number[] = []): string {
  const atlas = atlasIds.length > 0 ? `?atlas=${atlasIds.join(',')}` : '';
  return `/atlas/concepts/${conceptId}${atlas}`;
}
