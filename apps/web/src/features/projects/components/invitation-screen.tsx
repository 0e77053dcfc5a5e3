import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  fileUrl,
  openScopeLabels,
  projectsMutations,
  researchPurposeLabels,
  type PendingInvitation,
} from '@cdmnet/api';
import {
  Avatar,
  Button,
  Card,
  Checkbox,
  formatDateLong,
  PageHeader,
  Skeleton,
  UserText,
  visuallyHidden,
} from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { projectCopy } from '../messages.ko';
import { projectPath } from '../project-path';
import { pendingQuery } from '../project-queries';
import * as styles from '../projects.css';

const t = projectCopy.invitation;

/** `/project/{id}` itself, not one of its tabs. */
const atProject = /^\/project\/[^/]+\/?$/;

/**
 * The invitation (spec §2 item 5): who invited the user, to which project (name, open scope, type,
 * creation date), 다시 초대받지 않기 (unchecked), 거절 (submits the form) and 수락. Nothing of it shows
 * until it has loaded: a skeleton of the same shape holds its place. After either answer the reply's
 * message is the toast, the project lists refresh (the mutations invalidate them) and the user moves up:
 * an accepted project opens on its tabs; a declined one is no longer theirs, so they go home.
 */
export function InvitationScreen({ id, onLeaving }: { id: number; onLeaving: (leaving: boolean) => void }) {
  useDocumentTitle(t.pageTitle);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Once answered, the invitation is gone: the server refuses it (403, as it does any stranger's), and
  // the answer's refresh of the project's queries would ask for it again. It stops being asked as the
  // answer is sent (a disabled query is left out of the refresh), and what was read stays on screen
  // until the page moves on; a failed answer asks again.
  const [answered, setAnswered] = useState(false);
  const base = pendingQuery(id);
  const pending = useQuery({ ...base, enabled: answered ? false : base.enabled });
  const accept = useMutation(projectsMutations.accept(queryClient));
  const decline = useMutation(projectsMutations.decline(queryClient));
  const [never, setNever] = useState(false);
  const answering = accept.isPending || decline.isPending;
  const invitation = pending.data;

  const onAccept = () => {
    setAnswered(true);
    accept.mutateAsync(id).then(
      // The page turns into the project's tabs as the privilege check is refreshed. Opened on a tab's
      // address, the user goes up one level, to the project; at the project already, its index route
      // is taking them to the first tab, and another move would cut that short.
      () => {
        if (!atProject.test(pathname)) void navigate(projectPath(id));
      },
      () => setAnswered(false),
    );
  };

  const onDecline = () => {
    // The project is about to refuse this user: its queries stop before the lists are refreshed.
    setAnswered(true);
    onLeaving(true);
    decline.mutate(
      { projectId: id, never },
      {
        onSuccess: () => void navigate('/'),
        onError: () => {
          setAnswered(false);
          onLeaving(false);
        },
      },
    );
  };

  if (!invitation && pending.isError) {
    return (
      <section className={styles.page}>
        <PageHeader title={t.pageTitle} className={styles.header} />
        <div role="alert" className={styles.failed}>
          {t.loadFailed}
          <Button variant="secondary" size="sm" onClick={() => void pending.refetch()}>
            {t.retry}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <PageHeader title={t.pageTitle} description={t.description} className={styles.header} />
      <Card className={styles.invitation} aria-busy={!invitation} role="region" aria-label={t.details}>
        {invitation ? <Invitation invitation={invitation} /> : <InvitationSkeleton />}
        {invitation ? (
          <form
            className={styles.invitationForm}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onDecline();
            }}
          >
            <Checkbox
              label={t.never}
              helpText={t.neverHelp}
              checked={never}
              disabled={answering}
              onCheckedChange={(checked) => setNever(checked === true)}
            />
            <div className={styles.invitationActions}>
              <Button type="submit" variant="secondary" loading={decline.isPending} disabled={answering}>
                {t.decline}
              </Button>
              <Button loading={accept.isPending} disabled={answering} onClick={onAccept}>
                {t.accept}
              </Button>
            </div>
          </form>
        ) : (
          <div className={styles.invitationForm} aria-hidden="true">
            <div className={styles.skeletonField}>
              <Skeleton width="10rem" />
              <span className={styles.muted}>
                <Skeleton width="18rem" />
              </span>
            </div>
            <div className={styles.invitationActions}>
              <Skeleton shape="rect" width="4.5rem" height="2.5rem" />
              <Skeleton shape="rect" width="4.5rem" height="2.5rem" />
            </div>
          </div>
        )}
      </Card>
    </section>
  );
}

function Facts({ rows, hidden }: { rows: [ReactNode, ReactNode][]; hidden?: boolean }) {
  return (
    <dl className={styles.invitationFacts} aria-hidden={hidden}>
      {rows.map(([term, value], index) => (
        <div key={index} className={styles.factRow}>
          <dt className={styles.invitationTerm}>{term}</dt>
          <dd className={styles.invitationValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Invitation({ invitation }: { invitation: PendingInvitation }) {
  const { researcher, projectResponse: project } = invitation;
  return (
    <>
      <p className={styles.inviter}>
        <Avatar
          size="lg"
          decorative
          name={researcher.name}
          src={researcher.profileImageId === null ? undefined : fileUrl(researcher.profileImageId)}
        />
        <span>{t.invitedBy(researcher.name)}</span>
      </p>
      <Facts
        rows={[
          [t.name, <UserText key="name">{project.name}</UserText>],
          [t.openScope, openScopeLabels[project.openScope]],
          [t.projectType, researchPurposeLabels[project.projectType]],
          [t.createdAt, formatDateLong(project.createdAt)],
        ]}
      />
    </>
  );
}

/** The invitation's shape, row for row, while it loads. */
function InvitationSkeleton() {
  return (
    <>
      <p className={styles.inviter} aria-hidden="true">
        <Skeleton shape="circle" width="3rem" />
        <Skeleton width="16rem" />
      </p>
      <span className={visuallyHidden}>{t.loading}</span>
      <Facts
        hidden
        rows={[1, 2, 3, 4].map((row) => [
          <Skeleton key={`term-${row}`} width="5rem" />,
          <Skeleton key={`value-${row}`} width="12rem" />,
        ])}
      />
    </>
  );
}
