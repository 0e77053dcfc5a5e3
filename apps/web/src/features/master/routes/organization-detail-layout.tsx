import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isApiError, masterQueries, ResultCode, toDataId } from '@cdmnet/api';
import { Button, EmptyState, PageHeader, TabsContent, TabsList, TabsRoot, TabsTrigger } from '@cdmnet/ui';
import { RfzLevelBadges } from '../../../app/components/rfz-level-badges';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useMasterReady } from '../components/master-ready';
import { masterCopy } from '../messages.ko';
import * as styles from '../master.css';

const t = masterCopy.detail;

/** The tabs, in the route (spec §2): reload and back keep the tab. */
const tabs = ['service', 'member'] as const;
const listPath = '/master/organizations';

/**
 * /master/organizations/{dataId}: the organisation's name and RFZ level, then the 서비스 설정 and
 * 기관 연구원 tabs, each its own route. A non-numeric or unknown id shows a not-found state.
 */
export function OrganizationDetailLayout() {
  const { dataId } = useParams();
  const id = toDataId(dataId);
  const ready = useMasterReady();
  const settings = useQuery({ ...masterQueries.settings(id), enabled: ready && id > 0 });
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const organization = settings.data?.organization;
  const index = pathname.endsWith(`/${tabs[1]}`) ? 1 : 0;

  const missing = id < 0 || (isApiError(settings.error) && settings.error.code === ResultCode.NOT_FOUND);
  if (missing) return <OrganizationNotFound />;

  const breadcrumbs = (
    <nav aria-label={t.backToList} className={styles.breadcrumbs}>
      <Link to={listPath}>{t.backToList}</Link>
    </nav>
  );
  const title = organization ? (
    <span className={styles.titleWithBadges}>
      {organization.name}
      {organization.rfzLevel ? <RfzLevelBadges level={organization.rfzLevel} /> : null}
    </span>
  ) : (
    t.heading
  );

  return (
    <section className={styles.page}>
      <PageHeader
        breadcrumbs={breadcrumbs}
        title={title}
        description={t.description}
        actions={
          <Button variant="secondary" asChild>
            <Link to={`${listPath}/${id}/modify`}>{t.modify}</Link>
          </Button>
        }
      />
      <TabsRoot
        index={index}
        activationMode="manual"
        onIndexChange={(next) => void navigate(`${listPath}/${id}/${tabs[next] ?? tabs[0]}`)}
      >
        <TabsList aria-label={t.tabs}>
          <TabsTrigger index={0}>{t.serviceTab}</TabsTrigger>
          <TabsTrigger index={1}>{t.memberTab}</TabsTrigger>
        </TabsList>
        {tabs.map((tab, tabIndex) => (
          <TabsContent key={tab} index={tabIndex}>
            {tabIndex === index ? <Outlet /> : null}
          </TabsContent>
        ))}
      </TabsRoot>
    </section>
  );
}

function OrganizationNotFound() {
  useDocumentTitle(t.notFound);
  return (
    <section className={styles.page}>
      <PageHeader title={t.heading} />
      <EmptyState
        role="alert"
        message={t.notFound}
        description={t.notFoundHelp}
        action={
          <Button variant="secondary" asChild>
            <Link to={listPath}>{t.backToList}</Link>
          </Button>
        }
      />
    </section>
  );
}
