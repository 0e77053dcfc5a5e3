import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDateShort, LinkButton, type DataTableColumn, UserText } from '@cdmnet/ui';
import type { ContentListMessages } from './content-messages';
import * as styles from './content.css';

/** What every row of a content list has: announcements and resources alike. */
export interface ContentRow {
  id: number;
  title: string;
  /** Null once the author's account is gone. */
  authorName: string | null;
  createdAt: string;
}

/**
 * The columns every content list starts with: 제목 (a link to the item at `{basePath}/{id}`, with
 * `badge` beside it when given), 작성자 and 등록일. A feature appends its own after them.
 */
export function contentColumns<Row extends ContentRow>(
  t: ContentListMessages,
  basePath: string,
  badge?: (row: Row) => ReactNode,
): DataTableColumn<Row>[] {
  return [
    {
      id: 'title',
      header: t.list.title,
      accessor: (row) => row.title,
      searchable: true,
      cell: ({ row }) => {
        const link = (
          <LinkButton asChild>
            <Link to={`${basePath}/${row.id}`}>
              <UserText>{row.title}</UserText>
            </Link>
          </LinkButton>
        );
        return badge ? (
          <span className={styles.titleCell}>
            {link}
            {badge(row)}
          </span>
        ) : (
          link
        );
      },
    },
    {
      id: 'author',
      header: t.list.author,
      accessor: (row) => row.authorName ?? t.view.unknownAuthor,
      searchable: true,
      width: '10rem',
    },
    {
      id: 'createdAt',
      header: t.list.createdAt,
      accessor: (row) => row.createdAt,
      cell: ({ row }) => formatDateShort(row.createdAt),
      sortable: true,
      width: '8rem',
    },
  ];
}
