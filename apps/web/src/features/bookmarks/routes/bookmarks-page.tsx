import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  bookmarksMutations,
  bookmarksQueries,
  bookmarkTypes,
  favoriteTypes,
  type BookmarkType,
  type FavoriteType,
} from '@cdmnet/api';
import {
  Button,
  EmptyState,
  PageHeader,
  Skeleton,
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
} from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { bookmarkAddress, favoriteAddress } from '../addresses';
import { KeptList, type KeptRow } from '../components/kept-list';
import { bookmarkLine } from '../describe';
import { bookmarksCopy as t } from '../messages.ko';
import * as css from '../bookmarks.css';

type Section = BookmarkType | FavoriteType;
const sections: readonly Section[] = [...bookmarkTypes, ...favoriteTypes];

/** Where each section's stars are made, for its empty state's action. */
const starsAt: Record<Section, string> = {
  CONCEPT: '/atlas/search',
  CONCEPT_SEARCH: '/atlas/search',
  ATLAS_DESIGN: '/atlas/supporter',
  ORGANIZATION: '/network/organizations',
  USER: '/network/members',
};

function Loading() {
  return (
    <div aria-busy="true" className={css.list}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} shape="rect" className={css.skeletonRow} />
      ))}
    </div>
  );
}

/** /bookmarks (즐겨찾기): what the user starred, by kind; each opens what it points to, or is removed. */
export function BookmarksPage() {
  useDocumentTitle(t.pageTitle);
  const bookmarks = useQuery(bookmarksQueries.list());
  const favorites = useQuery(bookmarksQueries.favorites());
  const removeBookmark = useMutation(bookmarksMutations.remove());
  const removeFavorite = useMutation(bookmarksMutations.removeFavorite());
  const [index, setIndex] = useState(0);

  const rowsOf = (section: Section): KeptRow[] | undefined => {
    if (section === 'ORGANIZATION' || section === 'USER') {
      return favorites.data
        ?.filter((f) => f.type === section)
        .map((f) => ({
          key: `${f.type}-${f.targetId}`,
          title: f.name,
          to: favoriteAddress(f),
          meta: f.detail,
          createdAt: f.createdAt,
          remove: () => removeFavorite.mutateAsync({ type: f.type, targetId: f.targetId }),
        }));
    }
    return bookmarks.data
      ?.filter((b) => b.type === section)
      .map((b) => ({
        key: String(b.id),
        title: b.title,
        to: bookmarkAddress(b),
        meta: bookmarkLine(b),
        createdAt: b.createdAt,
        remove: () => removeBookmark.mutateAsync({ id: b.id }),
      }));
  };

  const queryOf = (section: Section) =>
    section === 'ORGANIZATION' || section === 'USER' ? favorites : bookmarks;

  return (
    <section className={css.page}>
      <PageHeader title={t.heading} description={t.description} />
      <TabsRoot index={index} onIndexChange={setIndex}>
        <TabsList aria-label={t.sections}>
          {sections.map((section, i) => (
            <TabsTrigger key={section} index={i}>
              {t.tabs[section]}
              {rowsOf(section) ? ` ${rowsOf(section)?.length ?? 0}` : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {sections.map((section, i) => {
          const query = queryOf(section);
          const rows = rowsOf(section);
          return (
            <TabsContent key={section} index={i} className={css.panel}>
              {i !== index ? null : query.isError ? (
                <div role="alert" className={css.failure}>
                  <p>{t.loadFailed}</p>
                  <Button variant="secondary" onClick={() => void query.refetch()}>
                    {t.retry}
                  </Button>
                </div>
              ) : !rows ? (
                <Loading />
              ) : rows.length === 0 ? (
                <EmptyState
                  message={t.empty[section]}
                  description={t.emptyHow[section]}
                  action={
                    <Button variant="secondary" asChild>
                      <Link to={starsAt[section]}>{t.goTo[section]}</Link>
                    </Button>
                  }
                />
              ) : (
                <KeptList rows={rows} />
              )}
            </TabsContent>
          );
        })}
      </TabsRoot>
    </section>
  );
}
