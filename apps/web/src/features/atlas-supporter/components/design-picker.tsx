import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  atlasCopyKinds,
  atlasDesignKindLabels,
  atlasSupporterApi,
  atlasSupporterQueries,
  call,
  type AtlasCopyKind,
} from '@cdmnet/api';
import { Checkbox, EmptyState, Skeleton, TabsContent, TabsList, TabsRoot, TabsTrigger } from '@cdmnet/ui';
import { BookmarkToggle } from '../../../app/bookmarks/bookmark-toggle';
import type { DesignArrival } from '../arrival';
import * as styles from '../atlas-supporter.css';
import { supporterCopy } from '../messages.ko';
import { designKey, type DesignKey } from '../selection';
import { LoadFailed } from './load-failed';

const t = supporterCopy.copy;

export interface DesignPickerProps {
  atlasId: number;
  chosen: ReadonlySet<DesignKey>;
  onToggle: (key: DesignKey, name: string, checked: boolean) => void;
  /** The bookmarked design to open on: its kind's tab first, the design checked once listed. */
  arrival?: DesignArrival | undefined;
}

/**
 * One kind's designs on the source ATLAS, each with its box and its bookmark star; asked of the ATLAS
 * when the tab opens.
 */
function KindDesigns({
  atlasId,
  kind,
  chosen,
  onToggle,
  wanted,
}: Omit<DesignPickerProps, 'arrival'> & { kind: AtlasCopyKind; wanted: number | undefined }) {
  const list = useQuery({
    ...atlasSupporterQueries.resources(atlasId, kind),
    // An ATLAS that does not answer is said here, with 다시 시도, not toasted as well.
    queryFn: () =>
      call(atlasSupporterApi.listGroupResources, { params: { atlasId, kind } }, { inPlace: 'failures' }),
  });
  const wantedDesign = list.data?.find((design) => design.id === wanted);
  // Checked once, when first listed: a later refetch must not undo the user's unchecking it.
  const arrived = useRef(false);
  useEffect(() => {
    if (!wantedDesign || arrived.current) return;
    arrived.current = true;
    onToggle(designKey(kind, wantedDesign.id), wantedDesign.name, true);
  }, [wantedDesign, kind, onToggle]);
  const label = atlasDesignKindLabels[kind];
  if (list.isPending) {
    return (
      <div className={styles.designList} aria-busy="true">
        <Skeleton width="14rem" />
        <Skeleton width="10rem" />
      </div>
    );
  }
  if (list.isError) {
    return <LoadFailed message={t.designsFailed} error={list.error} onRetry={() => void list.refetch()} />;
  }
  const missing =
    wanted !== undefined && !wantedDesign ? (
      <p role="status" className={styles.muted}>
        {t.designMissing}
      </p>
    ) : null;
  if (list.data.length === 0) {
    return (
      <>
        {missing}
        <EmptyState icon={null} size="sm" message={t.noDesigns(label)} />
      </>
    );
  }
  return (
    <>
      {missing}
      <ul className={styles.designList} aria-label={t.designsLabel(label)}>
        {list.data.map((design) => {
          const key = designKey(kind, design.id);
          return (
            <li key={design.id} className={styles.designRow}>
              <Checkbox
                label={design.name}
                helpText={design.description || undefined}
                checked={chosen.has(key)}
                onCheckedChange={(checked) => onToggle(key, design.name, checked === true)}
              />
              <BookmarkToggle
                bookmark={{
                  type: 'ATLAS_DESIGN',
                  title: design.name,
                  target: { atlasId, kind, designId: design.id },
                }}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** 코호트 정의 / 특성 분석 / 발생률 분석 tabs over the source ATLAS's designs, with how many are picked. */
export function DesignPicker({ arrival, ...props }: DesignPickerProps) {
  const pickedOf = (kind: AtlasCopyKind) =>
    [...props.chosen].filter((key) => key.startsWith(`${kind}:`)).length;
  return (
    <TabsRoot defaultIndex={arrival ? atlasCopyKinds.indexOf(arrival.kind) : 0}>
      <TabsList aria-label={t.designs}>
        {atlasCopyKinds.map((kind, index) => {
          const picked = pickedOf(kind);
          return (
            <TabsTrigger key={kind} index={index}>
              {atlasDesignKindLabels[kind]}
              {picked > 0 ? ` (${t.selected(picked)})` : ''}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {atlasCopyKinds.map((kind, index) => (
        <TabsContent key={kind} index={index}>
          <KindDesigns
            {...props}
            kind={kind}
            wanted={arrival?.kind === kind ? arrival.designId : undefined}
          />
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
