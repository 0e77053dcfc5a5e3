import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  MEMBERSHIP_NOTE_MAX,
  membershipRequest,
  networkMutations,
  type NetworkOrganization,
} from '@cdmnet/api';
import {
  Button,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogRoot,
  Textarea,
} from '@cdmnet/ui';
import { useForm } from '../../../app/forms';
import { networkCopy } from '../messages.ko';
import * as styles from '../network.css';

const t = networkCopy.request;

// The form holds the note; the organisation comes from the row. Rules and messages are the contract's.
const noteForm = z.omit(membershipRequest, { orgId: true });

export interface MembershipDialogProps {
  /** The organisation asked about; the dialog is open while there is one. */
  org: NetworkOrganization | undefined;
  /** The user works there: they will be a 기관 연구원, otherwise a 파트너 연구원 (domain.md). */
  employedThere: boolean;
  onClose: () => void;
}

/**
 * 기관/파트너 연구원 신청: the organisation, what the user will become, whether it admits at once, and
 * an optional note to its admins. It closes only once the request is taken (the server's message
 * toasts by itself); a refusal leaves it open with what was typed.
 */
export function MembershipDialog({ org, employedThere, onClose }: MembershipDialogProps) {
  const queryClient = useQueryClient();
  const request = useMutation(networkMutations.requestMembership(queryClient));

  return (
    <DialogRoot
      open={org !== undefined}
      onOpenChange={(open) => {
        // While the request runs the dialog stays: closing would hide its outcome, not stop it.
        if (!open && !request.isPending) {
          request.reset();
          onClose();
        }
      }}
    >
      {org ? (
        <DialogContent
          title={t.title}
          description={t.description(org.name)}
          size="sm"
          dismissible={!request.isPending}
        >
          {/* Keyed by organisation: a new one starts with an empty note. */}
          <MembershipForm
            key={org.id}
            org={org}
            employedThere={employedThere}
            pending={request.isPending}
            onSubmit={(note) => request.mutate({ orgId: org.id, note }, { onSuccess: onClose })}
          />
        </DialogContent>
      ) : null}
    </DialogRoot>
  );
}

function MembershipForm({
  org,
  employedThere,
  pending,
  onSubmit,
}: {
  org: NetworkOrganization;
  employedThere: boolean;
  pending: boolean;
  onSubmit: (note: string) => void;
}) {
  const form = useForm({ schema: noteForm, defaultValues: { note: '' } });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.note))}>
      <DialogBody className={styles.dialogBody}>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t.organization}</dt>
          <dd className={styles.definition}>{org.name}</dd>
          <dt className={styles.term}>{t.role}</dt>
          <dd className={styles.definition}>
            <strong>{employedThere ? t.researcher : t.partner}</strong>
            <p className={styles.help}>{employedThere ? t.researcherHelp : t.partnerHelp}</p>
          </dd>
        </dl>
        <p className={styles.notice}>{org.autoRegistration ? t.autoRegistration : t.approval}</p>
        <Textarea
          label={t.note}
          helpText={t.noteHelp}
          rows={4}
          maxLength={MEMBERSHIP_NOTE_MAX}
          // Read-only rather than disabled while sending: focus stays where it was.
          readOnly={pending}
          error={errors.note?.message}
          {...form.register('note')}
        />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" loading={pending}>
          {t.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
