import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { masterQueries, toDataId } from '@cdmnet/api';
import { Button, EmptyState, Skeleton } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { AiModelCard } from '../components/ai-model-card';
import { useMasterReady } from '../components/master-ready';
import { OrganizationSwitches } from '../components/organization-switches';
import { atlasKind, cdmKind, engineKind } from '../components/service-kinds';
import { ServiceTable } from '../components/service-table';
import { masterCopy } from '../messages.ko';
import * as styles from '../master.css';

const t = masterCopy.detail;

// One empty list for every table while loading: the tables cache on their data's identity.
const none: never[] = [];

/** The 서비스 설정 tab: engines, ATLAS WebAPIs and CDM databases, the three switches, then the AI model. */
export function OrganizationServicePage() {
  const id = toDataId(useParams().dataId);
  const ready = useMasterReady();
  const settings = useQuery({ ...masterQueries.settings(id), enabled: ready && id > 0 });
  const data = settings.data;
  useDocumentTitle(data ? t.serviceTitle(data.organization.name) : t.serviceTab);

  if (settings.isError) {
    return (
      <EmptyState
        role="alert"
        icon={null}
        message={t.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  }

  const loading = settings.isPending;
  const engines = data?.engineList ?? none;
  return (
    <div className={styles.tabPanel}>
      <ServiceTable kind={engineKind} orgId={id} rows={engines} engines={engines} loading={loading} />
      <ServiceTable
        kind={atlasKind}
        orgId={id}
        rows={data?.atlasList ?? none}
        engines={engines}
        loading={loading}
      />
      <ServiceTable
        kind={cdmKind}
        orgId={id}
        rows={data?.cdmList ?? none}
        engines={engines}
        loading={loading}
      />
      {data ? <OrganizationSwitches orgId={id} flags={data} /> : <Skeleton shape="rect" height="14rem" />}
      {ready ? <AiModelCard orgId={id} /> : <Skeleton shape="rect" height="10rem" />}
    </div>
  );
}
