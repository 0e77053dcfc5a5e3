import type { EngineStatus } from '@cdmnet/api';
import { Badge, type BadgeTone } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';

const tones: Record<EngineStatus, BadgeTone> = { ONLINE: 'success', OFFLINE: 'danger', UNKNOWN: 'neutral' };

/** An engine's status as its last check found it; the word says it, the colour only repeats it. */
export function EngineStatusBadge({ status }: { status: EngineStatus }) {
  return <Badge tone={tones[status]}>{masterCopy.service.statuses[status]}</Badge>;
}
