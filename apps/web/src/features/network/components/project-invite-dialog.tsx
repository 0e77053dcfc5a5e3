import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  projectsMutations,
  projectsQueries,
  type InvitableProject,
  type InvitationState,
  type NetworkUser,
} from '@cdmnet/api';
import {
  Button,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogRoot,
  EmptyState,
  Spinner,
} from '@cdmnet/ui';
import { InvitationStateBadge } from '../../../app/components/invitation-state-badge';
import { networkCopy } from '../messages.ko';
import * as styles from '../network.css';

const t = networkCopy.projectInvite;

/** A project may invite someone never asked, or who declined once; not a member, a waiting one or a NEVER. */
const invitable = (state: InvitationState | null) => state === null || state === 'REJECTED';

export interface ProjectInviteDialogProps {
  /** The researcher to invite; the dialog is open while there is one. */
  user: NetworkUser | undefined;
  onClose: () => void;
}

/**
 * 프로젝트 초대 (spec §2 item 4): who is invited (id, name, employing organisation), and the projects the
 * user manages, each saying where that researcher stands in it; only those that may invite them can be
 * chosen. 초대 sends the invitation (the reply toasts) and closes; a refusal leaves it open. Managing no
 * project, the dialog says so and offers nothing to send.
 */
export function ProjectInviteDialog({ user, onClose }: ProjectInviteDialogProps) {
  return (
    <DialogRoot
      open={user !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {/* Keyed by user: another researcher starts with nothing chosen. */}
      {user ? <InviteContent key={user.id} user={user} onClose={onClose} /> : null}
    </DialogRoot>
  );
}

function InviteContent({ user, onClose }: { user: NetworkUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const projects = useQuery(projectsQueries.own(user.id));
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const invite = useMutation(projectsMutations.invite(queryClient, chosen ?? -1));
  const missingId = useId();
  const helpId = useId();
  const group = useId();

  const list = projects.data ?? [];
  const canInvite = list.some((project) => invitable(project.inviteeState));

  const submit = () => {
    if (chosen === null) return setMissing(true);
    invite.mutate({ userId: user.id }, { onSuccess: onClose });
  };

  return (
    <DialogContent
      title={t.title}
      description={t.description(user.name)}
      size="sm"
      dismissible={!invite.isPending}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogBody className={styles.dialogBody}>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t.userId}</dt>
            <dd className={styles.definition}>{user.id}</dd>
            <dt className={styles.term}>{t.name}</dt>
            <dd className={styles.definition}>{user.name}</dd>
            <dt className={styles.term}>{t.organization}</dt>
            <dd className={styles.definition}>{user.orgEmployedName ?? t.noOrganization}</dd>
          </dl>
          {projects.isPending ? (
            <Spinner size="sm" label={t.loading} showLabel />
          ) : projects.isError ? (
            <div role="alert" className={styles.inline}>
              <p className={styles.error}>{t.loadFailed}</p>
              <Button size="sm" variant="secondary" onClick={() => void projects.refetch()}>
                {t.retry}
              </Button>
            </div>
          ) : list.length === 0 ? (
            <EmptyState size="sm" icon={null} message={t.noProjects} description={t.noProjectsHelp} />
          ) : (
            <fieldset
              className={styles.choices}
              aria-describedby={[helpId, missing && chosen === null ? missingId : null]
                .filter(Boolean)
                .join(' ')}
            >
              <legend className={styles.legend}>{t.projects}</legend>
              <p id={helpId} className={styles.help}>
                {canInvite ? t.projectsHelp : t.noneInvitable(user.name)}
              </p>
              {list.map((project) => (
                <ProjectChoice
                  key={project.id}
                  group={group}
                  project={project}
                  checked={chosen === project.id}
                  disabled={invite.isPending}
                  onChoose={() => {
                    setChosen(project.id);
                    setMissing(false);
                  }}
                />
              ))}
              {missing && chosen === null ? (
                <p id={missingId} role="alert" className={styles.error}>
                  {t.chooseProject}
                </p>
              ) : null}
            </fieldset>
          )}
        </DialogBody>
        <DialogFooter>
          {canInvite ? (
            <>
              <DialogClose asChild>
                <Button variant="secondary" disabled={invite.isPending}>
                  {t.cancel}
                </Button>
              </DialogClose>
              <Button type="submit" loading={invite.isPending}>
                {t.submit}
              </Button>
            </>
          ) : (
            <DialogClose asChild>
              <Button variant="secondary">{t.close}</Button>
            </DialogClose>
          )}
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

function ProjectChoice({
  group,
  project,
  checked,
  disabled,
  onChoose,
}: {
  /** The radio group's name. */
  group: string;
  project: InvitableProject;
  checked: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const name = useId();
  const note = useId();
  const state = project.inviteeState;
  const open = invitable(state);
  return (
    <label className={open ? styles.choice : `${styles.choice} ${styles.choiceClosed}`}>
      <input
        className={styles.choiceRadio}
        type="radio"
        name={group}
        value={project.id}
        checked={checked}
        disabled={!open || disabled}
        aria-labelledby={name}
        aria-describedby={state ? note : undefined}
        onChange={onChoose}
      />
      <span id={name} className={styles.choiceName}>
        {project.name}
      </span>
      {state ? (
        <span className={styles.choiceState}>
          <InvitationStateBadge state={state} />
          <span id={note} className={styles.help}>
            {t.stateNotes[state]}
          </span>
        </span>
      ) : null}
    </label>
  );
}
