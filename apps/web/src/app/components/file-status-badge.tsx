import { resultFileStatusLabels, type ResultFileStatus } from '@cdmnet/api';
import { Badge, type BadgeTone } from '@cdmnet/ui';

const tones: Record<ResultFileStatus, BadgeTone> = {
  CHECKED: 'success',
  RELEASED: 'info',
  HELD: 'warning',
  REFUSED: 'danger',
};

/**
 * Where a result file stands (검사 통과, 병원 보관, 반출 승인됨, 반출 거부): the label, not the colour, says
 * which. The admin's review names the held one by what it lacks (`labels`), in the same colours.
 */
export function FileStatusBadge({
  status,
  labels = resultFileStatusLabels,
}: {
  status: ResultFileStatus;
  labels?: Record<ResultFileStatus, string>;
}) {
  return <Badge tone={tones[status]}>{labels[status]}</Badge>;
}
