import { atlasCopyKinds, type AtlasCopyKind } from '@cdmnet/api';

/**
 * The design a bookmark opens the supporter on (`?atlasId=1&kind=COHORT&designId=12`): the bookmarks
 * page writes this address (features/bookmarks/design-address.ts); a feature may not import another, so
 * both follow the bookmark's target, AtlasDesignTarget.
 */
export interface DesignArrival {
  atlasId: number;
  kind: AtlasCopyKind;
  designId: number;
}

const positiveId = (value: string | null): number | undefined => {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The design the address names, or none when any part is missing or malformed (then it is ignored). */
export function arrivalOf(search: URLSearchParams): DesignArrival | undefined {
  const atlasId = positiveId(search.get('atlasId'));
  const designId = positiveId(search.get('designId'));
  const kind = atlasCopyKinds.find((k) => k === search.get('kind'));
  return atlasId && designId && kind ? { atlasId, kind, designId } : undefined;
}
