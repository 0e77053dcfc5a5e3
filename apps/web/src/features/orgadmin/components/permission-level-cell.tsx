import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dataAccessLevelLabels,
  dataAccessLevels,
  orgsMutations,
  type DataAccessLevel,
  type MemberPermission,
} from '@cdmnet/api';
import { Select } from '@cdmnet/ui';
import { levelCodes, orgAdminCopy } from '../messages.ko';

const t = orgAdminCopy.permissions;

/** The option that clears the member's own level (Select values cannot be empty). */
const FOLLOW_DEFAULT = 'DEFAULT';

const isLevel = (value: string): value is DataAccessLevel =>
  (dataAccessLevels as readonly string[]).includes(value);

/**
 * A member's own level: 기본값 따름 (the default for their kind, named) or one of the levels, sent at
 * once. While the change runs the Select shows it; a refusal puts the stored one back.
 */
export function PermissionLevelCell({ orgId, row }: { orgId: number; row: MemberPermission }) {
  const queryClient = useQueryClient();
  const change = useMutation(orgsMutations.setPermission(queryClient, orgId));
  const level = change.isPending ? change.variables.level : row.level;
  const options = [
    { value: FOLLOW_DEFAULT, label: t.followDefault(levelCodes[row.defaultLevel]) },
    ...dataAccessLevels.map((value) => ({ value, label: dataAccessLevelLabels[value] })),
  ];
  return (
    <Select
      size="sm"
      aria-label={t.levelOf(row.name)}
      options={options}
      value={level ?? FOLLOW_DEFAULT}
      disabled={change.isPending}
      onValueChange={(value) => {
        const next = isLevel(value) ? value : null;
        if (next !== row.level) change.mutate({ userId: row.userId, level: next });
      }}
    />
  );
}
