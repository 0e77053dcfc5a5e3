import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { atlasSupporterQueries, isApiError, ResultCode, type AccessibleCdmEngine } from '@cdmnet/api';
import { Card, EmptyState, Skeleton } from '@cdmnet/ui';
import { AreaRefusal } from '../../../app/components/area-refusal';
import { ResearchPage } from '../../../app/layout/page-anatomy';
import { arrivalOf } from '../arrival';
import * as styles from '../atlas-supporter.css';
import { supporterCopy as t } from '../messages.ko';
import { AccessibleTree } from './accessible-tree';
import { CopyForm, type CopyAtlas } from './copy-form';
import { CopyGroups } from './copy-groups';
import { LoadFailed } from './load-failed';

/** The server's refusal of a user without the role (taken away while the page was open). */
const isRoleRefusal = (error: unknown) => isApiError(error) && error.code === ResultCode.FORBIDDEN;

/** Every ATLAS of the tree, once each, in the tree's order. */
const atlasesOf = (engines: readonly AccessibleCdmEngine[]): CopyAtlas[] =>
  engines.flatMap((engine) => engine.atlases.map(({ atlasId, atlasName }) => ({ atlasId, atlasName })));

/** The tree's card body: on its way in its shape, failed with 다시 시도, empty, or the engines. */
function TreeBody({
  tree,
  sourceAtlasId,
  onChooseSource,
}: {
  tree: UseQueryResult<AccessibleCdmEngine[]>;
  sourceAtlasId: number | undefined;
  onChooseSource: (atlasId: number) => void;
}): ReactNode {
  if (tree.isPending) {
    return (
      <div className={styles.stack} aria-busy="true">
        <Skeleton width="10rem" />
        <Skeleton shape="rect" height="3rem" />
        <Skeleton width="10rem" />
        <Skeleton shape="rect" height="3rem" />
      </div>
    );
  }
  if (tree.isError) {
    return <LoadFailed message={t.tree.loadFailed} error={tree.error} onRetry={() => void tree.refetch()} />;
  }
  if (atlasesOf(tree.data).length === 0) {
    return <EmptyState icon={null} size="sm" message={t.tree.empty} description={t.tree.emptyHelp} />;
  }
  return <AccessibleTree engines={tree.data} sourceAtlasId={sourceAtlasId} onChooseSource={onChooseSource} />;
}

/**
 * The supporter's work: the accessible tree (pick the source ATLAS), the copy form for it, and the
 * groups with their items' states, which the `atlas-copies` live change keeps current.
 */
export function SupporterWorkbench() {
  const tree = useQuery(atlasSupporterQueries.tree());
  const [search] = useSearchParams();
  // Read once: the address only says where the page opens; the user's picks take over from there.
  const [arrival] = useState(() => arrivalOf(search));
  const [sourceAtlasId, setSourceAtlasId] = useState<number | undefined>(arrival?.atlasId);

  if (isRoleRefusal(tree.error)) return <AreaRefusal kind="forbidden" copy={t.refusal} />;

  const atlases = tree.data ? atlasesOf(tree.data) : [];
  const source = atlases.find((atlas) => atlas.atlasId === sourceAtlasId);
  const unreachable = tree.isSuccess && !source && arrival !== undefined && sourceAtlasId === arrival.atlasId;

  return (
    <ResearchPage headingLevel={1} title={t.heading} description={t.description}>
      <div className={styles.workbenchFrame}>
        <div className={styles.workbench}>
          <Card title={t.tree.title} description={t.tree.description}>
            <TreeBody tree={tree} sourceAtlasId={sourceAtlasId} onChooseSource={setSourceAtlasId} />
          </Card>
          <Card title={t.copy.title}>
            {source ? (
              <CopyForm
                // A new source starts a new form: designs picked on another ATLAS mean nothing here.
                key={source.atlasId}
                source={source}
                targets={atlases.filter((atlas) => atlas.atlasId !== source.atlasId)}
                arrival={arrival?.atlasId === source.atlasId ? arrival : undefined}
              />
            ) : unreachable ? (
              <EmptyState
                icon={null}
                size="sm"
                message={t.copy.unreachable}
                description={t.copy.unreachableHelp}
              />
            ) : (
              <p className={styles.muted}>{t.copy.noSource}</p>
            )}
          </Card>
        </div>
      </div>
      <CopyGroups />
    </ResearchPage>
  );
}
