import type { ReactNode } from 'react';
import { Button, DataTable, type DataTableColumn } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';
import * as styles from '../master.css';

const t = masterCopy.service;

export interface ServiceTableProps<T extends { id: number }> {
  title: string;
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  loading: boolean;
  /** The empty table's sentence (`등록된 분석 엔진이 없습니다.`); its action is 등록 too. */
  emptyMessage: string;
  /** The accessible name of the 등록 buttons (`분석 엔진 등록`). */
  registerLabel: string;
  onRegister: () => void;
  /** More toolbar buttons, before 등록. */
  toolbar?: ReactNode;
}

/** One of the service tab's three tables: title, keyword search and 등록; its rows sorted by ID. */
export function ServiceTable<T extends { id: number }>({
  title,
  rows,
  columns,
  loading,
  emptyMessage,
  registerLabel,
  onRegister,
  toolbar,
}: ServiceTableProps<T>) {
  const register = (
    <Button size="sm" aria-label={registerLabel} onClick={onRegister} disabled={loading}>
      {t.register}
    </Button>
  );
  return (
    <DataTable
      title={title}
      data={rows}
      columns={columns}
      getRowId={(row) => String(row.id)}
      defaultSort={{ id: 'id', desc: false }}
      searchPlaceholder={t.search}
      loading={loading}
      loadingRowCount={2}
      emptyMessage={emptyMessage}
      emptyAction={
        <Button size="sm" variant="secondary" aria-label={registerLabel} onClick={onRegister}>
          {t.register}
        </Button>
      }
      toolbar={
        <span className={styles.toolbarActions}>
          {toolbar}
          {register}
        </span>
      }
      height="auto"
    />
  );
}
