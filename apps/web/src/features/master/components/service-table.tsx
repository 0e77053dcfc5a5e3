import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import type { AnalysisEngine } from '@cdmnet/api';
import { Button, DataTable, type DataTableColumn } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';
import { ServiceRowActions } from './row-actions';
import * as styles from '../master.css';

const t = masterCopy.service;

/** A row of a service table: an engine, an ATLAS WebAPI, a CDM database, or the next service's. */
export interface ServiceEntry {
  id: number;
  name: string;
}

/** A call on one row (연결 확인, 삭제), as the master mutation factories give it. */
interface RowMutation {
  mutationKey: readonly unknown[];
  mutationFn: (entryId: number) => Promise<unknown>;
}

/** What the register and modify dialog of a service is given. */
export interface ServiceDialogProps<Entry> {
  orgId: number;
  engines: readonly AnalysisEngine[];
  /** The entry to modify; none to register one. */
  entry?: Entry | undefined;
  onClose: () => void;
}

/**
 * One service of the 서비스 설정 tab, as data: its copy, the columns between 이름 and 관리, its
 * check and delete calls, its (lazily loaded) dialog and any toolbar buttons of its own. A new service
 * (ATLAS, EVIX-AI) is one more of these, not one more table.
 */
export interface ServiceKind<Entry extends ServiceEntry> {
  copy: {
    title: string;
    /** `등록된 분석 엔진이 없습니다.`: the empty table's sentence, with 등록 as its action. */
    empty: string;
    /** The accessible name of the 등록 buttons (`분석 엔진 등록`). */
    registerLabel: string;
    /** The question naming the object (`정말 이 분석 엔진을 삭제하시겠습니까?`). */
    confirmDelete: string;
  };
  columns: readonly DataTableColumn<Entry>[];
  check: (queryClient: ReturnType<typeof useQueryClient>, orgId: number) => RowMutation;
  remove: (queryClient: ReturnType<typeof useQueryClient>, orgId: number) => RowMutation;
  Dialog: ComponentType<ServiceDialogProps<Entry>>;
  /** More toolbar buttons, before 등록 (ATLAS's restarts). */
  Toolbar?: ComponentType<{ orgId: number; loading: boolean }> | undefined;
}

/** Which dialog is open: a fresh key per opening, so each starts from its defaults. */
type Editing<Entry> = { key: number; entry?: Entry | undefined } | null;

export interface ServiceTableProps<Entry extends ServiceEntry> {
  kind: ServiceKind<Entry>;
  orgId: number;
  rows: readonly Entry[];
  /** The organisation's engines: an ATLAS and a CDM name the one that serves them. */
  engines: readonly AnalysisEngine[];
  loading: boolean;
}

/**
 * A service's table: title, keyword search and 등록; its rows sorted by ID, each with 연결 확인, 수정
 * and 삭제; and its register or modify dialog.
 */
export function ServiceTable<Entry extends ServiceEntry>({
  kind,
  orgId,
  rows,
  engines,
  loading,
}: ServiceTableProps<Entry>) {
  const queryClient = useQueryClient();
  const check = useMutation(kind.check(queryClient, orgId));
  const remove = useMutation(kind.remove(queryClient, orgId));
  const [editing, setEditing] = useState<Editing<Entry>>(null);
  const checkingId = check.isPending ? check.variables : undefined;
  const register = () => setEditing({ key: Date.now() });
  const { Dialog, Toolbar } = kind;

  // Rebuilt each render (the row being checked changes); the table keeps its caches regardless.
  const columns: DataTableColumn<Entry>[] = [
    { id: 'id', header: t.id, accessor: (e) => e.id, sortable: true, width: '5rem' },
    { id: 'name', header: t.name, accessor: (e) => e.name, searchable: true, card: 'title' },
    ...kind.columns,
    {
      id: 'toolkit',
      header: t.toolkit,
      cell: ({ row }) => (
        <ServiceRowActions
          name={row.name}
          checking={checkingId === row.id}
          onCheck={() => check.mutate(row.id)}
          onModify={() => setEditing({ key: Date.now(), entry: row })}
          confirmDelete={kind.copy.confirmDelete}
          onDelete={() => remove.mutateAsync(row.id)}
        />
      ),
      width: '8.5rem',
      align: 'center',
      card: 'actions',
    },
  ];

  return (
    <>
      <DataTable
        title={kind.copy.title}
        data={rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        defaultSort={{ id: 'id', desc: false }}
        searchPlaceholder={t.search}
        loading={loading}
        loadingRowCount={2}
        emptyMessage={kind.copy.empty}
        emptyAction={
          <Button size="sm" variant="secondary" aria-label={kind.copy.registerLabel} onClick={register}>
            {t.register}
          </Button>
        }
        toolbar={
          <span className={styles.toolbarActions}>
            {Toolbar ? <Toolbar orgId={orgId} loading={loading} /> : null}
            <Button size="sm" aria-label={kind.copy.registerLabel} onClick={register} disabled={loading}>
              {t.register}
            </Button>
          </span>
        }
        height="auto"
      />
      {editing ? (
        <Dialog
          key={editing.key}
          orgId={orgId}
          engines={engines}
          entry={editing.entry}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
