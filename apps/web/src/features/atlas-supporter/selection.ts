import type { AtlasCopyKind } from '@cdmnet/api';

/** A design picked to copy, as `COHORT:12`: one id space per kind on an ATLAS. */
export type DesignKey = `${AtlasCopyKind}:${number}`;

export const designKey = (kind: AtlasCopyKind, id: number): DesignKey => `${kind}:${id}`;

/** The form's `designs` from the picked keys, in the order they were picked. */
export function designsOf(keys: Iterable<DesignKey>): { kind: AtlasCopyKind; id: number }[] {
  return [...keys].map((key) => {
    const [kind, id] = key.split(':') as [AtlasCopyKind, string];
    return { kind, id: Number(id) };
  });
}
