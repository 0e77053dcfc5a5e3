import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  projectPermissionGroupLabels,
  projectPermissionGroups,
  projectPermissionLabels,
  projectPermissions,
  projectsMutations,
  type ProjectMember,
  type ProjectPermission,
  type ProjectPermissionGroup,
} from '@cdmnet/api';
import {
  Button,
  Checkbox,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogRoot,
} from '@cdmnet/ui';
import { membersCopy } from '../messages.ko';
import * as styles from '../project-members.css';
import { useReturnFocus } from '../use-return-focus';

const t = membersCopy.permissions;

const groups = Object.entries(projectPermissionGroups) as [
  ProjectPermissionGroup,
  readonly ProjectPermission[],
][];

export interface PermissionsDialogProps {
  projectId: number;
  member: ProjectMember;
  /** The caller manages the project; a manager's own permissions (all of them) stay read-only. */
  manager: boolean;
  onClose: () => void;
}

/**
 * One member's project permissions, grouped as spec §6 groups them. A manager edits a member's and
 * 저장 sends them (the dialog closes on success; the server's reply is toasted). A manager holds every
 * permission, which the dialog says; anyone else reads them.
 */
export function PermissionsDialog({ projectId, member, manager, onClose }: PermissionsDialogProps) {
  const queryClient = useQueryClient();
  const save = useMutation(projectsMutations.setPermissions(queryClient, projectId));
  const returnFocus = useReturnFocus();
  const holdsAll = member.role === 'MANAGER';
  const editable = manager && !holdsAll;
  const [granted, setGranted] = useState<ReadonlySet<ProjectPermission>>(
    () => new Set(holdsAll ? projectPermissions : member.permissions),
  );

  const toggle = (permission: ProjectPermission, on: boolean) =>
    setGranted((current) => {
      const next = new Set(current);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });

  const submit = () =>
    save.mutate(
      { userId: member.userId, permissions: projectPermissions.filter((p) => granted.has(p)) },
      { onSuccess: onClose },
    );

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
    >
      <DialogContent
        title={t.title(member.name)}
        description={editable ? t.editDescription : t.description}
        size="lg"
        dismissible={!save.isPending}
        onCloseAutoFocus={returnFocus}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (editable) submit();
          }}
        >
          <DialogBody className={styles.dialogBody}>
            {holdsAll ? <p className={styles.notice}>{t.managerHoldsAll}</p> : null}
            {!manager && !holdsAll ? <p className={styles.help}>{t.readOnly}</p> : null}
            <div className={styles.groups}>
              {groups.map(([group, permissions]) => (
                <fieldset key={group} className={styles.group}>
                  <legend className={styles.legend}>{projectPermissionGroupLabels[group]}</legend>
                  {permissions.map((permission) => (
                    <Checkbox
                      key={permission}
                      label={projectPermissionLabels[permission]}
                      checked={granted.has(permission)}
                      disabled={!editable || save.isPending}
                      onCheckedChange={(checked) => toggle(permission, checked === true)}
                    />
                  ))}
                </fieldset>
              ))}
            </div>
          </DialogBody>
          <DialogFooter>
            {editable ? (
              <>
                <DialogClose asChild>
                  <Button variant="secondary" disabled={save.isPending}>
                    {t.cancel}
                  </Button>
                </DialogClose>
                <Button type="submit" loading={save.isPending}>
                  {t.save}
                </Button>
              </>
            ) : (
              <DialogClose asChild>
                <Button variant="secondary">{t.close}</Button>
              </DialogClose>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
