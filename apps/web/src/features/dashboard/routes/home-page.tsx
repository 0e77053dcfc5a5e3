import { useQuery } from '@tanstack/react-query';
import { orgUserPrivilegeLabels, usersQueries } from '@cdmnet/api';
import { Button } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { dashboardMessages as t } from '../messages.ko';
import * as styles from './home-page.css';

/** The signed-in home: who you are and the organisations you belong to, from the profile. */
export function HomePage() {
  useDocumentTitle(t.pageTitle);
  const profile = useQuery(usersQueries.profile());

  if (profile.isError) {
    return (
      <section className={styles.page} role="alert">
        <p className={styles.muted}>{t.loadFailed}</p>
        <div>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t.retry}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-busy={profile.isPending}>
      <h1 className={styles.heading}>{profile.data ? t.welcome(profile.data.name) : t.pageTitle}</h1>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>{t.myOrganizations}</h2>
        {profile.data && profile.data.orgList.length === 0 && (
          <p className={styles.muted}>{t.noOrganizations}</p>
        )}
        {profile.data && profile.data.orgList.length > 0 && (
          <ul className={styles.list}>
            {profile.data.orgList.map((org) => (
              <li key={org.orgId}>
                {org.orgName} · {orgUserPrivilegeLabels[org.orgUserPrivilege]}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
