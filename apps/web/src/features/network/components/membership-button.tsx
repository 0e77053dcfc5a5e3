import type { NetworkOrganization } from '@cdmnet/api';
import { Button } from '@cdmnet/ui';
import { networkCopy } from '../messages.ko';

const t = networkCopy.membership;

/**
 * The row's 가입 신청 button, following the user's membership: 신청 when they have none or were
 * rejected (they may ask again), 승인 대기 while the admins decide, and what they are once admitted.
 */
export function MembershipButton({
  org,
  onRequest,
}: {
  org: NetworkOrganization;
  onRequest: (org: NetworkOrganization) => void;
}) {
  const privilege = org.myPrivilege;
  if (privilege === null || privilege === 'REJECTED') {
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t.applyLabel(org.name)}
        onClick={() => onRequest(org)}
      >
        {t.apply}
      </Button>
    );
  }
  if (privilege === 'PENDING') {
    return (
      <Button size="sm" variant="ghost" disabled aria-label={t.pendingLabel(org.name)}>
        {t.pending}
      </Button>
    );
  }
  return (
    <Button size="sm" variant="ghost" disabled aria-label={t.memberLabel(org.name, privilege)}>
      {t.member(privilege)}
    </Button>
  );
}
