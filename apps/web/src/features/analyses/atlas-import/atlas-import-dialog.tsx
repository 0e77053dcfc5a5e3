import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import {
  analysisAtlasApi,
  analysisAtlasMutations,
  analysisAtlasQueries,
  atlasDesignKindLabels,
  atlasDesignKinds,
  call,
  isApiError,
  type AtlasDesignKind,
  type AtlasDesignSummary,
  type AtlasImportForm,
  type AtlasUnreachable,
} from '@cdmnet/api';
import {
  Badge,
  Button,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogRoot,
  EmptyState,
  Skeleton,
  TextField,
  UserText,
  formatDate,
} from '@cdmnet/ui';
import { atlasImportCopy as t } from './messages.ko';
import * as styles from './atlas-import-dialog.css';

export interface AtlasImportDialogProps {
  projectId: number;
  analysisId: number;
  onClose: () => void;
}

type Chosen = Pick<AtlasDesignSummary, 'atlasId' | 'kind' | 'designId' | 'name'>;

const dateOf = (value: string | null) => (value ? formatDate(value, 'YYYY-MM-DD') : t.noModifiedAt);

interface OrgGroup {
  orgName: string;
  kinds: { kind: AtlasDesignKind; designs: AtlasDesignSummary[] }[];
}

/** By hospital in the server's order, then by kind in the contract's order. */
function grouped(designs: readonly AtlasDesignSummary[]): OrgGroup[] {
  const orgs = new Map<string, AtlasDesignSummary[]>();
  for (const design of designs) orgs.set(design.orgName, [...(orgs.get(design.orgName) ?? []), design]);
  return [...orgs].map(([orgName, rows]) => ({
    orgName,
    kinds: atlasDesignKinds
      .map((kind) => ({ kind, designs: rows.filter((d) => d.kind === kind) }))
      .filter((group) => group.designs.length > 0),
  }));
}

/** Every ATLAS that did not answer, said with its hospital: its designs are missing from the list. */
function Unreachable({ atlases }: { atlases: readonly AtlasUnreachable[] }) {
  const titleId = useId();
  if (atlases.length === 0) return null;
  return (
    <section className={styles.warnings} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.warningTitle}>
        {t.unreachableTitle}
      </h3>
      <p className={styles.muted}>{t.unreachableHelp}</p>
      <ul className={styles.warningList}>
        {atlases.map((atlas) => (
          <li key={atlas.atlasId}>
            <Badge tone="warning">{t.warning}</Badge>{' '}
            <strong>{t.unreachableOf(atlas.orgName, atlas.atlasName)}</strong>: {atlas.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DesignItem({ design, onChoose }: { design: AtlasDesignSummary; onChoose: () => void }) {
  return (
    <li className={styles.design}>
      <button type="button" className={styles.designName} onClick={onChoose}>
        <UserText>{design.name}</UserText>
      </button>
      <p className={styles.muted}>
        {design.description ? <UserText>{design.description}</UserText> : t.noDescription}
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>{t.modifiedAt}</dt>
          <dd className={styles.factValue}>{dateOf(design.modifiedAt)}</dd>
        </div>
      </dl>
    </li>
  );
}

function DesignList({
  projectId,
  analysisId,
  onChoose,
}: {
  projectId: number;
  analysisId: number;
  onChoose: (design: Chosen) => void;
}) {
  const list = useQuery({
    ...analysisAtlasQueries.list(projectId, analysisId),
    // Said here, with 다시 시도, not toasted as well.
    queryFn: () =>
      call(
        analysisAtlasApi.listAtlasDesigns,
        { params: { id: projectId, analysisId } },
        { inPlace: 'failures' },
      ),
  });
  const [keyword, setKeyword] = useState('');
  const needle = keyword.trim().toLocaleLowerCase('ko');
  const groups = useMemo(
    () =>
      grouped(
        (list.data?.designs ?? []).filter(
          (d) => needle === '' || d.name.toLocaleLowerCase('ko').includes(needle),
        ),
      ),
    [list.data, needle],
  );

  if (list.isPending) {
    return (
      <div className={styles.body} aria-busy="true">
        <p role="status" className={styles.muted}>
          {t.loading}
        </p>
        <Skeleton width="12rem" />
        <Skeleton shape="rect" height="4rem" />
        <Skeleton shape="rect" height="4rem" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <EmptyState
        role="alert"
        icon={null}
        size="sm"
        message={t.loadFailed}
        description={isApiError(list.error) ? list.error.message : undefined}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  const { designs, unreachable } = list.data;
  return (
    <div className={styles.body}>
      <Unreachable atlases={unreachable} />
      {designs.length === 0 ? (
        <EmptyState size="sm" message={t.empty} description={t.emptyHelp} />
      ) : (
        <>
          <TextField
            type="search"
            label={t.search}
            helpText={t.searchHelp}
            autoComplete="off"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
          {groups.length === 0 ? (
            <p role="status" className={styles.muted}>
              {t.noMatch(keyword.trim())}
            </p>
          ) : (
            groups.map((org) => (
              <section key={org.orgName} className={styles.org} aria-label={org.orgName}>
                <h3 className={styles.orgName}>{org.orgName}</h3>
                {org.kinds.map(({ kind, designs: rows }) => (
                  <section
                    key={kind}
                    className={styles.org}
                    aria-label={`${org.orgName} ${atlasDesignKindLabels[kind]}`}
                  >
                    <h4 className={styles.kindName}>{atlasDesignKindLabels[kind]}</h4>
                    <ul className={styles.designList}>
                      {rows.map((design) => (
                        <DesignItem
                          key={`${design.atlasId}-${design.designId}`}
                          design={design}
                          onChoose={() => onChoose(design)}
                        />
                      ))}
                    </ul>
                  </section>
                ))}
              </section>
            ))
          )}
        </>
      )}
    </div>
  );
}

interface ChosenProps extends AtlasImportDialogProps {
  chosen: Chosen;
  onBack: () => void;
  onBusy: (busy: boolean) => void;
}

/** One design: its facts and document, then 가져오기 (a refusal said above the buttons). */
function ChosenDesign({ projectId, analysisId, chosen, onBack, onClose, onBusy }: ChosenProps) {
  const queryClient = useQueryClient();
  const { atlasId, kind, designId } = chosen;
  const detail = useQuery({
    ...analysisAtlasQueries.design(projectId, analysisId, atlasId, kind, designId),
    queryFn: () =>
      call(
        analysisAtlasApi.getAtlasDesign,
        { params: { id: projectId, analysisId, atlasId, kind, designId } },
        { inPlace: 'failures' },
      ),
  });
  const importing = useMutation({
    ...analysisAtlasMutations.importDesign(queryClient, projectId, analysisId),
    // The success is toasted; a refusal is said in the dialog only.
    mutationFn: (body: AtlasImportForm) =>
      call(
        analysisAtlasApi.importAtlasDesign,
        { params: { id: projectId, analysisId }, body },
        { inPlace: 'failures' },
      ),
    onMutate: () => onBusy(true),
    onSettled: () => onBusy(false),
  });
  const busy = importing.isPending;
  const refusal = importing.error
    ? isApiError(importing.error)
      ? importing.error.message
      : t.importFailed
    : null;

  let content;
  if (detail.isPending) {
    content = (
      <div className={styles.body} aria-busy="true">
        <p role="status" className={styles.muted}>
          {t.detailLoading}
        </p>
        <Skeleton width="16rem" />
        <Skeleton shape="rect" height="12rem" />
      </div>
    );
  } else if (detail.isError) {
    content = (
      <EmptyState
        role="alert"
        icon={null}
        size="sm"
        message={t.detailFailed}
        description={isApiError(detail.error) ? detail.error.message : undefined}
        action={
          <Button variant="secondary" onClick={() => void detail.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  } else {
    const design = detail.data;
    content = (
      <div className={styles.body}>
        <h3 className={styles.detailName}>
          <UserText>{design.name}</UserText>
        </h3>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factTerm}>{t.kind}</dt>
            <dd className={styles.factValue}>{atlasDesignKindLabels[design.kind]}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factTerm}>{t.source}</dt>
            <dd className={styles.factValue}>{t.unreachableOf(design.orgName, design.atlasName)}</dd>
          </div>
        </dl>
        <p className={styles.muted}>
          {design.description ? <UserText>{design.description}</UserText> : t.noDescription}
        </p>
        {design.runsAsSql ? (
          <p className={styles.info}>{t.runsAsSql}</p>
        ) : (
          <p role="note" className={styles.note}>
            {t.rPackage}
          </p>
        )}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard to scroll it (axe: scrollable-region-focusable) */}
        <pre className={styles.document} tabIndex={0} role="region" aria-label={t.document}>
          {design.document}
        </pre>
      </div>
    );
  }

  return (
    <>
      <DialogBody className={styles.body}>
        <Button variant="ghost" size="sm" className={styles.back} onClick={onBack} disabled={busy}>
          <span aria-hidden="true">← </span>
          {t.back}
        </Button>
        {content}
        {refusal ? (
          <p role="alert" className={styles.error}>
            {refusal}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t.cancel}
        </Button>
        <Button
          loading={busy}
          disabled={!detail.isSuccess}
          onClick={() => importing.mutate({ atlasId, kind, designId }, { onSuccess: onClose })}
        >
          {t.import}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * ATLAS에서 가져오기: the designs on the target hospitals' ATLASes (asked live, so a loading line says
 * so), grouped by hospital then kind and filtered by name; each ATLAS that did not answer is a warning
 * line, never hidden. A design chosen shows its document and, for an R study package, that our engines
 * cannot run it. 가져오기 stores it as the next package version: the reply's message is the toast and
 * the dialog closes; a refusal stays in the dialog in the server's words.
 */
export function AtlasImportDialog({ projectId, analysisId, onClose }: AtlasImportDialogProps) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent title={t.title} description={t.description} size="lg" dismissible={!busy}>
        {chosen ? (
          <ChosenDesign
            projectId={projectId}
            analysisId={analysisId}
            chosen={chosen}
            onBack={() => setChosen(null)}
            onClose={onClose}
            onBusy={setBusy}
          />
        ) : (
          <>
            <DialogBody className={styles.body}>
              <DesignList projectId={projectId} analysisId={analysisId} onChoose={setChosen} />
            </DialogBody>
            <DialogFooter>
              <Button variant="secondary" onClick={onClose}>
                {t.cancel}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
