import { Link } from 'react-router-dom';
import type { ExecutionRemedy } from '@cdmnet/api';
import { Button } from '@cdmnet/ui';
import { analysisCopy } from '../messages.ko';
import * as styles from './execution-dialog.css';

const t = analysisCopy.run;

/** Where a user applies to join an organisation (the network's organisations page, 가입 신청). */
const MEMBERSHIP_PAGE = '/network/organizations';
/** The project's 요청 tab, where IRB approvals are asked for. */
const irbRequestPath = (projectId: number) => `/project/${projectId}/request`;

export interface RemedyActionProps {
  projectId: number;
  orgName: string;
  cdmName: string;
  remedy: ExecutionRemedy;
  /** Asks again whether the CDM can run (an engine back online); without it, no button. */
  onRecheck?: (() => void) | undefined;
}

/**
 * What a user can do about a CDM that will not run their execution, beside the server's reason: apply
 * to the hospital (not a member), ask for IRB approval, or check the engine again. A level (ask the
 * hospital's admin), the hospital's block and a missing engine have nothing to click: the reason says
 * whom to ask.
 */
export function RemedyAction({ projectId, orgName, cdmName, remedy, onRecheck }: RemedyActionProps) {
  switch (remedy) {
    case 'APPLY_PARTNER':
      return (
        <Link to={MEMBERSHIP_PAGE} className={styles.remedyLink} aria-label={t.applyPartnerLabel(orgName)}>
          {t.applyPartner}
        </Link>
      );
    case 'REQUEST_IRB':
      return (
        <Link
          to={irbRequestPath(projectId)}
          className={styles.remedyLink}
          aria-label={t.requestIrbLabel(orgName)}
        >
          {t.requestIrb}
        </Link>
      );
    case 'ENGINE_OFFLINE':
      return onRecheck ? (
        <Button size="sm" variant="ghost" aria-label={t.recheckLabel(cdmName)} onClick={onRecheck}>
          {t.recheck}
        </Button>
      ) : null;
    default:
      return null;
  }
}
