import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { atlasSearchQueries, sourceCodeListParam, type LocalCodes } from '@cdmnet/api';
import { Button, Card, DataTable, Select, TextField, type DataTableColumn } from '@cdmnet/ui';
import { atlasSearchCopy } from '../messages.ko';
import * as styles from '../atlas-search.css';
import { ConceptLink } from './concept-link';

const t = atlasSearchCopy.localCodes;

/** WebAPI's domains a source code belongs to; `All` asks every one. */
const domains = ['All', 'Condition', 'Drug', 'Procedure', 'Measurement', 'Observation', 'Device'] as const;
const domainOptions = domains.map((value) => ({ value, label: value === 'All' ? t.allDomains : value }));

type Row = LocalCodes['codes'][number];

const none: Row[] = [];

/**
 * 로컬 코드 조회 (spec §7 concept viewer): a hospital's own source codes turned into the vocabulary's
 * concepts with those codes and the standard concepts they map to, in one of the CDMs whose
 * organisation lets the user look concepts up.
 */
export function LocalCodesCard({ cdms, atlasIds }: { cdms: readonly string[]; atlasIds: readonly number[] }) {
  const [cdm, setCdm] = useState(cdms[0] ?? '');
  const [domain, setDomain] = useState<string>('All');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [asked, setAsked] = useState<{ cdm: string; domain: string; codes: string[] }>();
  const result = useQuery({
    ...atlasSearchQueries.localCodes(asked?.cdm ?? '', asked?.domain ?? '', asked?.codes ?? []),
    enabled: asked !== undefined,
  });

  const columns = useMemo(
    (): DataTableColumn<Row>[] => [
      { id: 'sourceCode', header: t.sourceCode, accessor: (r) => r.sourceCode, card: 'title', width: '8rem' },
      {
        id: 'sourceConcepts',
        header: t.sourceConcepts,
        cell: ({ row }) => <Concepts concepts={row.sourceConcepts} atlasIds={atlasIds} />,
      },
      {
        id: 'standard',
        header: t.standard,
        cell: ({ row }) => <Concepts concepts={row.standard} atlasIds={atlasIds} />,
      },
    ],
    [atlasIds],
  );

  const submit = () => {
    // The path's own rule (comma-separated, 1 to 100, each at most 50 characters), in its words.
    const codes = sourceCodeListParam.safeParse(text);
    if (!codes.success) return setError(codes.error.issues[0]?.message);
    setError(undefined);
    setAsked({ cdm, domain, codes: codes.data });
  };

  return (
    <Card title={t.title} description={t.description}>
      <div className={styles.form}>
        <form
          noValidate
          aria-label={t.title}
          className={styles.filters}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Select
            label={t.cdm}
            options={cdms.map((name) => ({ value: name, label: name }))}
            value={cdm}
            onValueChange={setCdm}
          />
          <Select label={t.domain} options={domainOptions} value={domain} onValueChange={setDomain} />
          <TextField
            label={t.codes}
            helpText={t.codesHelp}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={error}
          />
          <Button type="submit" loading={result.isFetching}>
            {t.submit}
          </Button>
        </form>
        {asked ? (
          <DataTable
            title={t.results}
            titleLevel={3}
            data={result.data?.codes ?? none}
            columns={columns}
            getRowId={(r) => r.sourceCode}
            loading={result.isPending}
            error={result.isError ? t.failed : undefined}
            onRetry={() => void result.refetch()}
          />
        ) : null}
      </div>
    </Card>
  );
}

function Concepts({ concepts, atlasIds }: { concepts: Row['standard']; atlasIds: readonly number[] }) {
  if (concepts.length === 0) return <span className={styles.muted}>{t.none}</span>;
  return (
    <ul className={styles.list}>
      {concepts.map((concept) => (
        <li key={concept.conceptId} className={styles.listItem}>
          <ConceptLink concept={concept} atlasIds={atlasIds} />
          <span className={styles.muted}>
            {concept.vocabularyId} {concept.code}
          </span>
        </li>
      ))}
    </ul>
  );
}
