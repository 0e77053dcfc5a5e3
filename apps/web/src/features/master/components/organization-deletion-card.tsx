import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { masterQueries } from '@cdmnet/api';
import { Button, Card } from '@cdmnet/ui';
import { RefusalNote } from '../../../app/components/refusal-note';
import { masterCopy } from '../messages.ko';
import { OrganizationDeletionDialog } from './organization-deletion-dialog';

const t = masterCopy.deletion;

/**
 * 기관 삭제 under the modify form. The server's own reason to refuse (members, runs not finished) is
 * read first: 삭제 is then disabled and the reason shown beside it, so the master never presses a
 * button that can only be refused. Otherwise the question says what goes and what stays.
 */
export function OrganizationDeletionCard({ organization }: { organization: { id: number; name: string } }) {
  const navigate = useNavigate();
  const reasonId = useId();
  const impact = useQuery(masterQueries.deletionImpact(organization.id));
  const [open, setOpen] = useState(false);
  const refusal = impact.data?.refusal ?? null;

  return (
    <Card
      title={t.cardTitle}
      description={t.cardDescription}
      actions={
        <Button
          variant="danger"
          loading={impact.isPending}
          disabled={refusal !== null || impact.isPending}
          aria-describedby={refusal ? reasonId : undefined}
          onClick={() => setOpen(true)}
        >
          {t.open}
        </Button>
      }
    >
      {refusal ? (
        <div id={reasonId}>
          <RefusalNote title={t.refusedTitle} message={refusal} />
        </div>
      ) : null}
      {open ? (
        <OrganizationDeletionDialog
          organization={organization}
          onClose={() => setOpen(false)}
          onDeleted={() => void navigate('/master/organizations')}
        />
      ) : null}
    </Card>
  );
}
