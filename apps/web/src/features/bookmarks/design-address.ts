import type { AtlasDesignTarget } from '@cdmnet/api';

/**
 * The supporter on a bookmarked design: that ATLAS chosen, that kind's tab open, the design checked.
 * The supporter reads this address (features/atlas-supporter/arrival.ts); a feature may not import
 * another, so both follow the one target, AtlasDesignTarget.
 */
export function designAddress({ atlasId, kind, designId }: AtlasDesignTarget): string {
  const params = new URLSearchParams({ atlasId: String(atlasId), kind, designId: String(designId) });
  return `/atlas/supporter?${params.toString()}`;
}
