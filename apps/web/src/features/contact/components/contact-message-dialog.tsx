import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMutations, type ContactMessage } from '@cdmnet/api';
import {
  Badge,
  Button,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogRoot,
  formatTimestamp,
} from '@cdmnet/ui';
import { contactCopy } from '../messages.ko';
import * as styles from './contact.css';

const t = contactCopy.inbox;

export function StatusBadge({ message }: { message: ContactMessage }) {
  return message.handledAt ? (
    <Badge tone="success">{t.handled}</Badge>
  ) : (
    <Badge tone="warning">{t.pending}</Badge>
  );
}

/** One message in full, as plain text, with the 처리 완료 action while it is waiting. */
export function ContactMessageDialog({
  message,
  onClose,
}: {
  message: ContactMessage | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const markHandled = useMutation(contactMutations.markHandled(queryClient));

  return (
    <DialogRoot
      open={message !== undefined}
      onOpenChange={(open) => {
        if (!open) {
          markHandled.reset();
          onClose();
        }
      }}
    >
      {message && (
        <DialogContent title={message.subject} description={t.from(message.name, message.email)} size="lg">
          <DialogBody>
            <dl className={styles.details}>
              <dt className={styles.term}>{t.receivedAt}</dt>
              <dd className={styles.definition}>{formatTimestamp(message.createdAt)}</dd>
              <dt className={styles.term}>{t.organization}</dt>
              <dd className={styles.definition}>{message.organization || t.noOrganization}</dd>
              <dt className={styles.term}>{t.status}</dt>
              <dd className={styles.definition}>
                <StatusBadge message={message} />{' '}
                {message.handledAt &&
                  t.handledBy(message.handledByName ?? '', formatTimestamp(message.handledAt))}
              </dd>
            </dl>
            {/* React renders the text as text: markup a visitor typed is shown, never run. */}
            <p className={styles.messageText}>{message.message}</p>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t.close}</Button>
            </DialogClose>
            {!message.handledAt && (
              <Button loading={markHandled.isPending} onClick={() => markHandled.mutate(message.id)}>
                {t.markHandled}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      )}
    </DialogRoot>
  );
}
