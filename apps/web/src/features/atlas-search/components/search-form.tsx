import { useState } from 'react';
import {
  oneAtlasSearchForm,
  type AccessibleAtlas,
  type AtlasSearchResult,
  type VocabularyFilters,
} from '@cdmnet/api';
import { Button, formatNumber, MultiSelect, Select, TextField, type MultiSelectOption } from '@cdmnet/ui';
import { atlasSearchCopy } from '../messages.ko';
import type { SearchAsk } from '../search-ask';
import * as styles from '../atlas-search.css';

const t = atlasSearchCopy.search;

/** Select values cannot be empty: this one stands for "no filter". */
const ANY = 'ANY';

const standardOptions = [
  { value: ANY, label: t.any },
  ...(['S', 'C', 'N'] as const).map((value) => ({
    value,
    label: `${value} (${atlasSearchCopy.standardLabels[value]})`,
  })),
];
const validityOptions = [
  { value: ANY, label: t.any },
  { value: 'VALID', label: t.valid },
  { value: 'INVALID', label: t.invalid },
];

type Facets = AtlasSearchResult['facets'];

/** A filter's choices: the hospitals' own list, what the last search found (with how many), and what is chosen. */
function optionsOf(
  listed: readonly string[],
  found: Facets[keyof Facets] | undefined,
  chosen: readonly string[],
) {
  const counts = new Map((found ?? []).map((f) => [f.value, f.count]));
  const values = [...new Set([...listed, ...counts.keys(), ...chosen])].sort((a, b) => a.localeCompare(b));
  return values.map((value): MultiSelectOption => {
    const count = counts.get(value);
    return { value, label: count === undefined ? value : `${value} (${formatNumber(count)})` };
  });
}

export interface SearchFormProps {
  ask: SearchAsk;
  atlases: readonly AccessibleAtlas[];
  filters: VocabularyFilters | undefined;
  facets: Facets | undefined;
  onChange: (next: Partial<SearchAsk>) => void;
}

/**
 * The search box, the hospitals to ask (all at first) and the filters WebAPI's search takes. The query
 * is sent with 검색 (or Enter); hospitals and filters apply as they are chosen.
 */
export function SearchForm({ ask, atlases, filters, facets, onChange }: SearchFormProps) {
  // Typing stays here until sent; a search the address changes (the back button) refills the box.
  const [typed, setTyped] = useState({ from: ask.query, text: ask.query });
  const text = typed.from === ask.query ? typed.text : ask.query;
  if (typed.from !== ask.query) setTyped({ from: ask.query, text: ask.query });
  const [error, setError] = useState<string>();
  const [noHospital, setNoHospital] = useState(false);

  const allIds = atlases.map((a) => a.id);
  const chosenIds = ask.atlasIds.length > 0 ? ask.atlasIds : allIds;

  const submit = () => {
    const query = text.trim();
    if (query === '') {
      setError(undefined);
      return onChange({ query: '' });
    }
    const checked = oneAtlasSearchForm.safeParse({ query });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    onChange({ query });
  };

  return (
    <form
      role="search"
      aria-label={t.form}
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={styles.queryRow}>
        <TextField
          type="search"
          label={t.query}
          placeholder={t.queryPlaceholder}
          autoComplete="off"
          value={text}
          onChange={(event) => setTyped({ from: ask.query, text: event.target.value })}
          error={error}
          className={styles.queryField}
        />
        <Button type="submit">{t.submit}</Button>
      </div>
      <div className={styles.filters}>
        <MultiSelect
          label={t.hospitals}
          options={atlases.map((a) => ({ value: a.id, label: a.orgName }))}
          value={chosenIds}
          onChange={(ids) => {
            setNoHospital(ids.length === 0);
            if (ids.length === 0) return;
            // Every hospital chosen is the default: the address stays short and follows new ATLASes.
            onChange({
              atlasIds: ids.length === allIds.length ? [] : allIds.filter((id) => ids.includes(id)),
            });
          }}
          selectedItemsLabel={
            chosenIds.length === allIds.length ? t.allHospitals : t.hospitalsSelected(chosenIds.length)
          }
          maxSelectedLabels={1}
          error={noHospital ? t.noHospital : undefined}
        />
        <MultiSelect
          label={t.domain}
          options={optionsOf(filters?.domains ?? [], facets?.domains, ask.domainIds)}
          value={ask.domainIds}
          onChange={(domainIds) => onChange({ domainIds })}
          placeholder={t.any}
        />
        <MultiSelect
          label={t.vocabulary}
          options={optionsOf(
            (filters?.vocabularies ?? []).map((v) => v.id),
            facets?.vocabularies,
            ask.vocabularyIds,
          )}
          value={ask.vocabularyIds}
          onChange={(vocabularyIds) => onChange({ vocabularyIds })}
          placeholder={t.any}
          filter
        />
        <MultiSelect
          label={t.conceptClass}
          options={optionsOf([], facets?.conceptClasses, ask.conceptClassIds)}
          value={ask.conceptClassIds}
          onChange={(conceptClassIds) => onChange({ conceptClassIds })}
          placeholder={t.any}
          filter
        />
        <Select
          label={t.standard}
          options={standardOptions}
          value={ask.standard ?? ANY}
          onValueChange={(value) =>
            onChange({ standard: value === 'S' || value === 'C' || value === 'N' ? value : null })
          }
        />
        <Select
          label={t.validity}
          options={validityOptions}
          value={ask.validity ?? ANY}
          onValueChange={(value) =>
            onChange({ validity: value === 'VALID' || value === 'INVALID' ? value : null })
          }
        />
      </div>
    </form>
  );
}
