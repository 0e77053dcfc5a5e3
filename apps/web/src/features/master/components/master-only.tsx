import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { isApiError, masterKeys, ResultCode, usersQueries } from '@cdmnet/api';
import { Button, EmptyState, PageHeader } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { masterCopy } from '../messages.ko';
import { MasterReadyContext } from './master-ready';
import * as styles from '../master.css';

const t = masterCopy.gate;

/** A reply of 403 to any of the admin's calls: the server has the last word on who is a master. */
function useRefusedByServer(): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const refused = useCallback(
    () =>
      cache
        .findAll({ queryKey: masterKeys.all })
        .some(({ state }) => isApiError(state.error) && state.error.code === ResultCode.FORBIDDEN),
    [cache],
  );
  return useSyncExternalStore(subscribe, refused, refused);
}

/**
 * Every /master page sits inside this guard (routes.tsx): anyone but a platform admin is told
 * `접근 권한이 없습니다.` in place of the page. Stories wrap a single page in it through `children`.
 */
export function MasterOnly({ children }: { children?: ReactNode }) {
  const profile = useQuery(usersQueries.profile());
  const refused = useRefusedByServer();
  const forbidden = (profile.isSuccess && profile.data.priv !== 'MASTER') || refused;

  if (forbidden) return <Forbidden />;
  if (profile.isError) {
    return (
      <section className={styles.page}>
        <PageHeader title={t.heading} />
        <EmptyState
          role="alert"
          icon={null}
          message={t.profileFailed}
          action={
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              {t.retry}
            </Button>
          }
        />
      </section>
    );
  }
  return <MasterReadyContext value={profile.isSuccess}>{children ?? <Outlet />}</MasterReadyContext>;
}

function Forbidden() {
  useDocumentTitle(t.pageTitle);
  return (
    <section className={styles.page}>
      <PageHeader title={t.heading} />
      <EmptyState role="alert" icon={null} message={t.forbidden} description={t.forbiddenHelp} />
    </section>
  );
}
