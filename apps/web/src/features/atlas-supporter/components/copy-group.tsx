import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import {
  atlasCopyDownloadKind,
  atlasCopyDownloadLabels,
  atlasCopyDownloads,
  atlasCopyDownloadUrl,
  atlasCopyStates,
  atlasDesignKindLabels,
  atlasSupporterMutations,
  isApiError,
  isTerminalAtlasCopyState,
  type AtlasCopyGroup,
  type AtlasCopyItem,
} from '@cdmnet/api';
import { Button, ConfirmPopup, UserText, confirmMessagesKo, formatTimestamp } from '@cdmnet/ui';
import * as styles from '../atlas-supporter.css';
import { supporterCopy } from '../messages.ko';
import { CopyStateBadge } from './copy-state-badge';

const t = supporterCopy.groups;

const refusalText = (error: unknown) => (isApiError(error) ? error.message : confirmMessagesKo.acceptFailed);

/** One copy: which design to which ATLAS, its state and why, and 취소 while it may still stop. */
function CopyItem({ item }: { item: AtlasCopyItem }) {
  const queryClient = useQueryClient();
  const cancel = useMutation(atlasSupporterMutations.cancelItem(queryClient));
  const target = item.targetAtlas.atlasName;
  return (
    <li className={styles.item}>
      <div>
        <p className={styles.itemTitle}>
          <UserText>{item.resourceName}</UserText>
        </p>
        <p className={styles.muted}>
          {atlasDesignKindLabels[item.kind]} → <UserText>{target}</UserText>
        </p>
      </div>
      {isTerminalAtlasCopyState(item.state) ? (
        <span />
      ) : (
        <ConfirmPopup
          message={t.cancelItemConfirm(item.resourceName, target)}
          acceptLabel={t.cancelAccept}
          rejectLabel={t.keep}
          acceptVariant="danger"
          errorMessage={refusalText}
          onAccept={() => cancel.mutateAsync(item.id)}
          trigger={
            <Button
              size="sm"
              variant="secondary"
              aria-label={t.cancelItemLabel(item.resourceName, target)}
              loading={cancel.isPending}
            >
              {t.cancelItem}
            </Button>
          }
        />
      )}
      <p className={styles.itemState}>
        <CopyStateBadge state={item.state} />
        {item.message ? <span>{item.message}</span> : null}
        <time className={styles.muted} dateTime={item.updatedAt}>
          {formatTimestamp(item.updatedAt)}
        </time>
      </p>
    </li>
  );
}

/**
 * A copy group: its name, source, author and time; how many items are in each state; 그룹 취소 while
 * some still wait or copy; a JSON download per kind it holds (opened in a new window, spec §7); then
 * every item.
 */
export function CopyGroup({ group }: { group: AtlasCopyGroup }) {
  const queryClient = useQueryClient();
  const cancel = useMutation(atlasSupporterMutations.cancelGroup(queryClient));
  const titleId = useId();
  const kinds = new Set(group.groupHistory.map((item) => item.kind));
  const downloads = atlasCopyDownloads.filter((resource) => kinds.has(atlasCopyDownloadKind[resource]));
  return (
    <li>
      <article className={styles.group} aria-labelledby={titleId}>
        <div className={styles.groupHead}>
          <div>
            <h3 id={titleId} className={styles.groupName}>
              <UserText>{group.groupName}</UserText>
            </h3>
            <p className={styles.muted}>
              {t.meta(group.sourceAtlas.atlasName, group.createdBy.name, formatTimestamp(group.createdAt))}
            </p>
          </div>
          <div className={styles.actions}>
            {downloads.map((resource) => (
              <Button key={resource} size="sm" variant="secondary" asChild>
                <a
                  href={atlasCopyDownloadUrl(resource, group.groupId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t.downloadLabel(atlasCopyDownloadLabels[resource], group.groupName)}
                >
                  {atlasCopyDownloadLabels[resource]}
                </a>
              </Button>
            ))}
            {group.active ? (
              <ConfirmPopup
                message={t.cancelGroupConfirm(group.groupName)}
                acceptLabel={t.cancelAccept}
                rejectLabel={t.keep}
                acceptVariant="danger"
                errorMessage={refusalText}
                onAccept={() => cancel.mutateAsync(group.groupId)}
                trigger={
                  <Button size="sm" variant="danger" loading={cancel.isPending}>
                    {t.cancelGroup}
                  </Button>
                }
              />
            ) : null}
          </div>
        </div>
        <ul className={styles.counts} aria-label={t.counts}>
          {atlasCopyStates
            .filter((state) => group.counts[state] > 0)
            .map((state) => (
              <li key={state} className={styles.count}>
                <CopyStateBadge state={state} />
                <span className={styles.countValue}>{t.countOf(group.counts[state])}</span>
              </li>
            ))}
        </ul>
        <ul className={styles.plainList} aria-label={t.itemsLabel(group.groupName)}>
          {group.groupHistory.map((item) => (
            <CopyItem key={item.id} item={item} />
          ))}
        </ul>
      </article>
    </li>
  );
}
