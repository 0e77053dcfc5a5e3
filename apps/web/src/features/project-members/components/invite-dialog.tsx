import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import {
  INVITE_SEARCH_MIN,
  projectsMutations,
  projectsQueries,
  type ProjectInviteCandidate,
} from '@cdmnet/api';
import {
  BreakableText,
  Button,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogRoot,
  Spinner,
  TextField,
} from '@cdmnet/ui';
import { InvitationStateBadge } from '../../../app/components/invitation-state-badge';
import { PersonCell } from '../../../app/components/person-cell';
import { useDebouncedValue } from '../../../app/use-debounced-value';
import { membersCopy } from '../messages.ko';
import * as styles from '../project-members.css';
import { useReturnFocus } from '../use-return-focus';

const t = membersCopy.invite;

/** How long typing must pause before the search is sent. */
const SEARCH_DELAY_MS = 300;

export interface InviteDialogProps {
  projectId: number;
  projectName: string | undefined;
  onClose: () => void;
}

/**
 * 멤버 초대: find users by name or email (2 characters or more, asked once typing pauses), see where
 * each stands in the project, and invite those the project may invite (never invited, or declined
 * once). The dialog stays open for the next one; each result follows the invitation at once.
 */
export function InviteDialog({ projectId, projectName, onClose }: InviteDialogProps) {
  const queryClient = useQueryClient();
  const invite = useMutation(projectsMutations.invite(queryClient, projectId));
  const [keyword, setKeyword] = useState('');
  const searched = useDebouncedValue(keyword.trim(), SEARCH_DELAY_MS);
  const enough = searched.length >= INVITE_SEARCH_MIN;
  const candidates = useQuery(projectsQueries.candidates(projectId, searched));
  const searchBox = useRef<HTMLInputElement>(null);
  const returnFocus = useReturnFocus();

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open && !invite.isPending) onClose();
      }}
    >
      <DialogContent
        title={t.title}
        description={projectName ? t.descriptionOf(projectName) : t.description}
        dismissible={!invite.isPending}
        onCloseAutoFocus={returnFocus}
        onKeyDown={(event) => {
          // An invitation's toast opens a layer above the dialog, and Radix gives Escape to the top
          // layer only: the toast took it and the dialog stayed. The dialog's own layer marks an
          // Escape it handled (closed, or refused while inviting); one left unmarked closes it here.
          if (event.key === 'Escape' && !event.defaultPrevented && !invite.isPending) onClose();
        }}
      >
        <DialogBody className={styles.dialogBody}>
          <TextField
            type="search"
            label={t.search}
            helpText={t.searchHelp(INVITE_SEARCH_MIN)}
            autoComplete="off"
            ref={searchBox}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
          />
          {enough ? (
            <Candidates
              keyword={searched}
              loading={candidates.isPending}
              failed={candidates.isError}
              onRetry={() => void candidates.refetch()}
              candidates={candidates.data ?? []}
              invitingId={invite.isPending ? invite.variables.userId : null}
              onInvite={(candidate) =>
                invite.mutate(
                  { userId: candidate.userId },
                  // The pressed button is disabled while it runs and gone once the person is invited,
                  // which drops focus out of the dialog (and Escape with it): the next search starts here.
                  { onSettled: () => searchBox.current?.focus() },
                )
              }
            />
          ) : null}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={invite.isPending}>
              {t.close}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}

function Candidates({
  keyword,
  loading,
  failed,
  onRetry,
  candidates,
  invitingId,
  onInvite,
}: {
  keyword: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  candidates: readonly ProjectInviteCandidate[];
  invitingId: number | null;
  onInvite: (candidate: ProjectInviteCandidate) => void;
}) {
  const listName = useId();
  if (loading) return <Spinner size="sm" label={t.searching} showLabel />;
  if (failed) {
    return (
      <div role="alert" className={styles.rowActions}>
        <p className={styles.error}>{t.searchFailed}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (candidates.length === 0) {
    return (
      <p role="status" className={styles.help}>
        {t.noResults(keyword)}
      </p>
    );
  }
  return (
    <div className={styles.results}>
      <h3 id={listName} className={styles.resultsTitle}>
        {t.results}
      </h3>
      <ul className={styles.candidates} aria-labelledby={listName}>
        {candidates.map((candidate) => (
          <li key={candidate.userId} className={styles.candidate}>
            <span className={styles.candidateWho}>
              <PersonCell name={candidate.name} profileImageId={candidate.profileImageId} />
              <span className={styles.candidateMeta}>
                <BreakableText>{candidate.email}</BreakableText> ·{' '}
                {candidate.orgEmployedName ?? t.noOrganization}
              </span>
            </span>
            <span className={styles.candidateEnd}>
              {candidate.state ? <InvitationStateBadge state={candidate.state} /> : null}
              <CandidateAction
                candidate={candidate}
                inviting={invitingId === candidate.userId}
                busy={invitingId !== null}
                onInvite={onInvite}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CandidateAction({
  candidate,
  inviting,
  busy,
  onInvite,
}: {
  candidate: ProjectInviteCandidate;
  inviting: boolean;
  busy: boolean;
  onInvite: (candidate: ProjectInviteCandidate) => void;
}) {
  const { state } = candidate;
  if (!candidate.invitable) {
    // The server's word is final; a state it did not name has no reason to give.
    const reason = state && state !== 'REJECTED' ? t.notInvitable[state] : null;
    return reason ? <span className={styles.candidateMeta}>{reason}</span> : null;
  }
  const again = state === 'REJECTED';
  return (
    <Button
      size="sm"
      aria-label={again ? t.reinviteOf(candidate.name) : t.inviteOf(candidate.name)}
      loading={inviting}
      disabled={busy && !inviting}
      onClick={() => onInvite(candidate)}
    >
      {again ? t.reinvite : t.invite}
    </Button>
  );
}
