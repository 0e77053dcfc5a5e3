import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  notificationsMutations,
  notificationsQueries,
  type NotificationPage as NotificationPageData,
  type UserNotification,
} from '@cdmnet/api';
import {
  Button,
  Card,
  confirm,
  EmptyState,
  PageHeader,
  Skeleton,
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
  visuallyHidden,
} from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { NotificationItem } from '../components/notification-item';
import { notificationScreenMessages } from '../messages.ko';
import { filterIndexOf, notificationFilters, type NotificationFilter } from '../notification-filters';
import * as styles from './notification-page.css';

const t = notificationScreenMessages;

/**
 * /notification: the user's notifications, a page at a time under the tab's filter (the server pages
 * and filters; 더 보기 asks for the next page), with bulk read and delete.
 */
export function NotificationPage() {
  useDocumentTitle(t.page.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const filterIndex = filterIndexOf(searchParams.get('filter'));
  const active = notificationFilters[filterIndex] ?? notificationFilters[0];
  const list = useInfiniteQuery(notificationsQueries.list(active.filter));
  const check = useMutation(notificationsMutations.check());
  const checkAll = useMutation(notificationsMutations.checkAll());
  const remove = useMutation(notificationsMutations.delete());
  const removeByStatus = useMutation(notificationsMutations.deleteByStatus());

  // Every page carries every tab's count; the latest page's are the freshest.
  const counts = list.data?.pages.at(-1)?.counts;
  const unread = counts?.unchecked ?? 0;
  const read = (counts?.all ?? 0) - unread;

  const selectFilter = (index: number) => {
    const key = notificationFilters[index]?.key ?? 'all';
    setSearchParams(key === 'all' ? {} : { filter: key }, { replace: true });
  };

  // The link opens at once (the row is a link); marking it read goes on in the background.
  const open = (n: UserNotification) => {
    if (!n.checked) check.mutate(n.id);
  };
  // Every deletion asks first, with a danger 삭제 (ux.md); the question stays open until it is done.
  const askToDelete = (message: string, run: () => Promise<unknown>) =>
    void confirm({ message, acceptVariant: 'danger', onAccept: run });
  const deleteOne = (n: UserNotification) => askToDelete(t.confirm.deleteOne, () => remove.mutateAsync(n.id));
  const deleteChecked = () =>
    askToDelete(t.confirm.deleteChecked, () => removeByStatus.mutateAsync('CHECKED'));
  const deleteAll = () => askToDelete(t.confirm.deleteAll, () => removeByStatus.mutateAsync(undefined));

  const ready = list.isSuccess;
  return (
    <section className={styles.page}>
      <PageHeader
        title={t.page.title}
        description={t.page.description}
        actions={
          <>
            <Button
              variant="secondary"
              disabled={!ready || unread === 0}
              loading={checkAll.isPending}
              onClick={() => checkAll.mutate()}
            >
              {t.page.checkAll}
            </Button>
            <Button variant="secondary" disabled={!ready || read <= 0} onClick={deleteChecked}>
              {t.page.deleteChecked}
            </Button>
            <Button variant="danger" disabled={!ready || !counts?.all} onClick={deleteAll}>
              {t.page.deleteAll}
            </Button>
          </>
        }
      />
      <Card padding="none">
        <TabsRoot index={filterIndex} onIndexChange={selectFilter} className={styles.tabs}>
          <TabsList aria-label={t.page.filters}>
            {notificationFilters.map((filter, index) => (
              <TabsTrigger key={filter.key} index={index}>
                {filter.label}
                {counts ? <span className={styles.count}>{counts[filter.count]}</span> : null}
              </TabsTrigger>
            ))}
          </TabsList>
          {notificationFilters.map((filter, index) => (
            <TabsContent key={filter.key} index={index} className={styles.panel}>
              {index !== filterIndex ? null : list.isPending ? (
                <LoadingList />
              ) : list.isError ? (
                <div role="alert" className={styles.failure}>
                  <p className={styles.failureText}>{t.page.loadFailed}</p>
                  <Button variant="secondary" onClick={() => void list.refetch()}>
                    {t.page.retry}
                  </Button>
                </div>
              ) : (
                <PagedList
                  filter={filter}
                  pages={list.data.pages}
                  hasMore={list.hasNextPage}
                  loadingMore={list.isFetchingNextPage}
                  onMore={() => void list.fetchNextPage()}
                  onOpen={open}
                  onDelete={deleteOne}
                />
              )}
            </TabsContent>
          ))}
        </TabsRoot>
      </Card>
    </section>
  );
}

function PagedList({
  filter,
  pages,
  hasMore,
  loadingMore,
  onMore,
  onOpen,
  onDelete,
}: {
  filter: NotificationFilter;
  pages: readonly NotificationPageData[];
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onOpen: (n: UserNotification) => void;
  onDelete: (n: UserNotification) => void;
}) {
  // A notification may move between pages while they load (a new one arrives): each shows once.
  const shown = [...new Map(pages.flatMap((p) => p.items).map((n) => [n.id, n])).values()];
  const total = pages.at(-1)?.total ?? shown.length;
  if (shown.length === 0) {
    return <EmptyState message={filter.empty} description={t.empty.description} />;
  }
  return (
    <>
      <ul className={styles.list} aria-label={t.page.list(filter.label)}>
        {shown.map((n) => (
          <NotificationItem key={n.id} notification={n} onOpen={onOpen} onDelete={onDelete} />
        ))}
      </ul>
      {hasMore ? (
        <div className={styles.more}>
          <Button variant="secondary" loading={loadingMore} onClick={onMore}>
            {t.page.more(shown.length, total)}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** Three rows in the shape of notifications, while the list loads. */
function LoadingList() {
  return (
    <div aria-busy="true">
      <p className={visuallyHidden}>{t.page.loading}</p>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeletonItem} aria-hidden="true">
          <Skeleton width="40%" />
          <Skeleton lines={2} />
          <Skeleton width="8rem" />
        </div>
      ))}
    </div>
  );
}
