import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { masterMutations, masterQueries, type OrganizationDeletionImpact } from '@cdmnet/api';
import {
  Button,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogRoot,
  formatNumber,
  Skeleton,
} from '@cdmnet/ui';
import { RefusalNote } from '../../../app/components/refusal-note';
import { masterCopy } from '../messages.ko';
import * as styles from '../master.css';

const t = masterCopy.deletion;

export interface OrganizationDeletionDialogProps {
  organization: { id: number; name: string };
  onClose: () => void;
  /** After the server deleted it (the list refreshes by itself). */
  onDeleted?: (() => void) | undefined;
}

/**
 * 기관 삭제's question: what goes with the organisation and what stays, as the server counts it now
 * (`deletion-impact`). While the server would refuse (members, runs not finished) it says why and
 * 삭제 stays disabled; a refusal that arrives anyway (a run started meanwhile) toasts, and the counts are
 * read again so the dialog says why.
 */
export function OrganizationDeletionDialog({
  organization,
  onClose,
  onDeleted,
}: OrganizationDeletionDialogProps) {
  const queryClient = useQueryClient();
  const impact = useQuery(masterQueries.deletionImpact(organization.id));
  const remove = useMutation(masterMutations.deleteOrganization(queryClient));
  const refusal = impact.data?.refusal ?? null;

  let body;
  if (impact.isPending) {
    body = (
      <div aria-busy="true" aria-label={t.loading}>
        <Skeleton lines={4} />
      </div>
    );
  } else if (impact.isError) {
    body = (
      <div className={styles.fields}>
        <RefusalNote message={t.loadFailed} />
        <Button variant="secondary" size="sm" onClick={() => void impact.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className={styles.fields}>
        {refusal ? (
          <RefusalNote title={t.refusedTitle} message={refusal} />
        ) : (
          <p className={styles.lead}>{t.question}</p>
        )}
        <ImpactLists impact={impact.data} />
      </div>
    );
  }

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <DialogContent title={t.title(organization.name)} dismissible={!remove.isPending}>
        <DialogBody>{body}</DialogBody>
        <DialogFooter>
          <Button variant="secondary" disabled={remove.isPending} onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            disabled={!impact.isSuccess || refusal !== null || remove.isPending}
            onClick={() =>
              remove.mutate(organization.id, {
                onSuccess: () => {
                  onClose();
                  onDeleted?.();
                },
                onError: () => void impact.refetch(),
              })
            }
          >
            {t.remove}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}

/** What the deletion removes, then what it leaves; a zero count is left out. */
function ImpactLists({ impact }: { impact: OrganizationDeletionImpact }) {
  const n = (value: number) => formatNumber(value);
  const removed = [
    impact.engines > 0 ? t.engines(n(impact.engines)) : null,
    impact.atlases > 0 ? t.atlases(n(impact.atlases)) : null,
    impact.cdms > 0 ? t.cdms(n(impact.cdms)) : null,
    impact.irbRequests > 0 ? t.irbRequests(n(impact.irbRequests)) : null,
    t.history,
  ].filter((line): line is string => line !== null);
  const kept = [
    impact.projects > 0 ? t.projects(n(impact.projects)) : null,
    impact.finishedExecutions > 0 ? t.finishedExecutions(n(impact.finishedExecutions)) : null,
    impact.employees > 0 ? t.employees(n(impact.employees)) : null,
  ].filter((line): line is string => line !== null);
  return (
    <>
      <section aria-label={t.removedHeading}>
        <h3 className={styles.listHeading}>{t.removedHeading}</h3>
        <ul className={styles.impactList}>
          {removed.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {kept.length > 0 ? (
        <section aria-label={t.keptHeading}>
          <h3 className={styles.listHeading}>{t.keptHeading}</h3>
          <ul className={styles.impactList}>
            {kept.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
