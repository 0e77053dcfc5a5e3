import type { ProjectColor } from '@cdmnet/api';
import { formatTimestamp, type DataTableColumn } from '@cdmnet/ui';
import { ProjectColorDot } from './project-color-dot';
import * as styles from './decision-columns.css';

// The columns every table of requests and decisions shares (IRB requests and their history, result
// requests and theirs, on the organisation admin's pages and a project's 요청 tab): each screen lists
// its own in order and words the headers, these say once how each column reads and sorts.

/** A request or decision that names its project. */
interface OfProject {
  project: { name: string; color: ProjectColor };
}
interface Requested {
  requestedByName: string | null;
  requestedAt: string;
}
interface Decided {
  decidedByName: string | null;
}

/** The project that asked: its label colour (decorative), then its name. */
export function ProjectName({ project }: OfProject) {
  return (
    <span className={styles.project}>
      <ProjectColorDot color={project.color} />
      <span>{project.name}</span>
    </span>
  );
}

/** The project that asked, searched and sorted by name. */
export function projectColumn<Row extends OfProject>(header: string, width = '13rem'): DataTableColumn<Row> {
  return {
    id: 'project',
    header,
    accessor: (r) => r.project.name,
    cell: ({ row }) => <ProjectName project={row.project} />,
    searchable: true,
    sortable: true,
    width,
    // It names the row: the heading of the row's card on a phone.
    card: 'title',
  };
}

/** Who asked; a deleted account reads as `unknown`. */
export function requestedByColumn<Row extends Requested>(
  header: string,
  unknown: string,
): DataTableColumn<Row> {
  return {
    id: 'requestedBy',
    header,
    accessor: (r) => r.requestedByName ?? unknown,
    searchable: true,
    width: '6.5rem',
  };
}

/** A moment of the request's life (`requestedAt`, `decidedAt`), as `YY/MM/DD HH:mm:ss`; sortable. */
export function timeColumn<Row>(
  id: string,
  header: string,
  at: (row: Row) => string | null,
  none = '',
): DataTableColumn<Row> {
  return {
    id,
    header,
    accessor: (r) => at(r) ?? '',
    cell: ({ row }) => {
      const value = at(row);
      return value ? <span className={styles.time}>{formatTimestamp(value)}</span> : none;
    },
    sortable: true,
    width: '10.5rem',
  };
}

/** Who decided; nobody yet (or a deleted account) reads as `none`. */
export function decidedByColumn<Row extends Decided>(header: string, none: string): DataTableColumn<Row> {
  return {
    id: 'decidedBy',
    header,
    accessor: (r) => r.decidedByName ?? none,
    searchable: true,
    width: '6.5rem',
  };
}

/** What a person wrote with it (a rejection's reason, a request's note), as written; `none` when empty. */
export function writtenColumn<Row>(
  id: string,
  header: string,
  text: (row: Row) => string | null,
  none: string,
  width?: string,
): DataTableColumn<Row> {
  return {
    id,
    header,
    accessor: (r) => text(r) ?? '',
    cell: ({ row }) => {
      const value = text(row);
      return value ? <p className={styles.written}>{value}</p> : none;
    },
    ...(width ? { width } : {}),
  };
}
