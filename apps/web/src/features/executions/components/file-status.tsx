import { resultFileStatusLabels, type ExecutionFile, type ResultFileStatus } from '@cdmnet/api';
import { Badge, type BadgeTone } from '@cdmnet/ui';

const statusTones: Record<ResultFileStatus, BadgeTone> = {
  CHECKED: 'success',
  RELEASED: 'info',
  HELD: 'warning',
  REFUSED: 'danger',
};

/** Whether the file's bytes are on the platform: checked by the node, or released by the hospital's admin. */
export const isHere = (file: ExecutionFile) => file.status === 'CHECKED' || file.status === 'RELEASED';

/** 검사 통과, 병원 보관, 반출 승인됨, 반출 거부: the contract's labels, the colour never alone. */
export function FileStatusBadge({ status }: { status: ResultFileStatus }) {
  return <Badge tone={statusTones[status]}>{resultFileStatusLabels[status]}</Badge>;
}
