import { confirm, IconButton } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';
import { PencilIcon, PlugIcon, TrashIcon } from '../../../app/components/icons';
import * as styles from '../master.css';

const t = masterCopy.service;

export interface ServiceRowActionsProps {
  /** The row's name, in each button's accessible name. */
  name: string;
  checking: boolean;
  onCheck: () => void;
  onModify: () => void;
  /** The question naming the object (`정말 이 분석 엔진을 삭제하시겠습니까?`). */
  confirmDelete: string;
  /** The deletion; its refusal toasts by itself, so the question closes either way. */
  onDelete: () => Promise<unknown>;
}

/** 연결 확인, 수정 and 삭제 of a row of the service tables. */
export function ServiceRowActions({
  name,
  checking,
  onCheck,
  onModify,
  confirmDelete,
  onDelete,
}: ServiceRowActionsProps) {
  return (
    <span className={styles.rowActions}>
      <IconButton aria-label={t.checkOf(name)} title={t.check} size="sm" loading={checking} onClick={onCheck}>
        <PlugIcon />
      </IconButton>
      <IconButton aria-label={t.modifyOf(name)} title={masterCopy.shared.modify} size="sm" onClick={onModify}>
        <PencilIcon />
      </IconButton>
      <IconButton
        aria-label={t.removeOf(name)}
        title={masterCopy.shared.remove}
        size="sm"
        onClick={() =>
          void confirm({
            message: confirmDelete,
            acceptVariant: 'danger',
            onAccept: () => onDelete().catch(() => undefined),
          })
        }
      >
        <TrashIcon />
      </IconButton>
    </span>
  );
}
