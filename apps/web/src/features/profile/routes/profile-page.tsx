import { useQuery } from '@tanstack/react-query';
import { usersQueries } from '@cdmnet/api';
import { Button, Card, PageHeader, Skeleton } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { BasicInfoCard } from '../components/basic-info-card';
import { PasswordForm } from '../components/password-form';
import { ProfileSummary } from '../components/profile-summary';
import { TermsForm } from '../components/terms-form';
import { profileScreenMessages } from '../messages.ko';
import * as styles from './profile-page.css';

const t = profileScreenMessages.page;

/** /profile (내 정보): who the user is, and what they may change about themselves. */
export function ProfilePage() {
  useDocumentTitle(t.title);
  const profile = useQuery(usersQueries.profile());
  const user = profile.data;

  return (
    <section className={styles.page} aria-busy={profile.isPending}>
      <PageHeader title={t.title} description={t.description} />
      {user ? (
        <>
          <ProfileSummary user={user} />
          <div className={styles.columns}>
            <BasicInfoCard user={user} />
            <div className={styles.page}>
              <PasswordForm />
              {/* Keyed by the stored agreements: once saved, the choices start again from them. */}
              <TermsForm
                key={user.terms.map((term) => `${term.name}=${term.agreement}`).join()}
                user={user}
              />
            </div>
          </div>
        </>
      ) : profile.isError ? (
        <Card>
          <div role="alert" className={styles.failure}>
            <p className={styles.failureText}>{t.loadFailed}</p>
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              {t.retry}
            </Button>
          </div>
        </Card>
      ) : (
        <LoadingCards />
      )}
    </section>
  );
}

/** Cards in the shape of the page, while the profile loads. */
function LoadingCards() {
  return (
    <>
      <Card>
        <p className={styles.failureText}>{t.loading}</p>
        <div className={styles.skeleton} aria-hidden="true">
          <Skeleton shape="circle" width="4rem" />
          <Skeleton width="10rem" />
          <Skeleton width="14rem" />
        </div>
      </Card>
      <div className={styles.columns}>
        {[0, 1].map((card) => (
          <Card key={card}>
            <div className={styles.skeleton} aria-hidden="true">
              <Skeleton width="8rem" />
              <Skeleton lines={5} />
            </div>
          </Card>
        ))}
      </div>
    </>
  );
}
