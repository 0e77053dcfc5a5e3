import { useMutation } from '@tanstack/react-query';
import { fileUrl, orgUserPrivilegeLabels, usersMutations, type UserInfo } from '@cdmnet/api';
import { Avatar, Badge, Button, Card, confirm, type BadgeTone } from '@cdmnet/ui';
import type { OrgUserPrivilege } from '@cdmnet/api';
import { profileScreenMessages } from '../messages.ko';
import { Employer } from './employer';
import { PhotoDialog } from './photo-dialog';
import * as styles from './profile.css';

const t = profileScreenMessages.summary;

const privilegeTones: Record<OrgUserPrivilege, BadgeTone> = {
  ORG_ADMIN: 'info',
  ORG_RESEARCHER: 'success',
  ORG_PARTNER: 'success',
  PENDING: 'warning',
  REJECTED: 'danger',
};

/**
 * Who the user is: photo (with change and delete), name, email, the organisation they work for
 * (재직 기관) and those they take part in (참여 기관) with their privileges.
 */
export function ProfileSummary({ user }: { user: UserInfo }) {
  const deletePhoto = useMutation(usersMutations.deletePhoto());
  const askDeletePhoto = () =>
    void confirm({
      message: t.confirmDeletePhoto,
      acceptVariant: 'danger',
      onAccept: () => deletePhoto.mutateAsync(),
    });

  return (
    <Card>
      <div className={styles.summary}>
        <Avatar
          size="xl"
          name={user.name}
          src={user.profileImageId === null ? undefined : fileUrl(user.profileImageId)}
        />
        <div className={styles.identity}>
          <h2 className={styles.name}>{user.name}</h2>
          <p className={styles.muted}>{user.primaryEmail}</p>
          <Employer user={user} />
          <h3 className={styles.muted}>{t.organizations}</h3>
          {user.orgList.length === 0 ? (
            <p className={styles.muted}>{t.noOrganizations}</p>
          ) : (
            <ul className={styles.organizations} aria-label={t.organizations}>
              {user.orgList.map((org) => (
                <li key={org.orgId} className={styles.organization}>
                  {org.orgName}
                  <Badge tone={privilegeTones[org.orgUserPrivilege]}>
                    {orgUserPrivilegeLabels[org.orgUserPrivilege]}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.actions}>
          <PhotoDialog />
          {user.profileImageId === null ? null : (
            <Button variant="secondary" loading={deletePhoto.isPending} onClick={askDeletePhoto}>
              {t.deletePhoto}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
