import { useState } from 'react';
import { conceptFinderForm } from '@cdmnet/api';
import { Button, TextField } from '@cdmnet/ui';
import { evixAiMessages } from '../messages.ko';
import * as styles from './concept-finder.css';

const t = evixAiMessages.conceptFinder;

/**
 * One line of free text and 찾기 (or Enter), and the examples a new user can start from. An empty box
 * sent clears the search (the page then shows the examples again).
 */
export function FinderSearchBox({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  // Typing stays here until sent; a query the address changes (the back button) refills the box.
  const [typed, setTyped] = useState({ from: query, text: query });
  const text = typed.from === query ? typed.text : query;
  if (typed.from !== query) setTyped({ from: query, text: query });
  const [error, setError] = useState<string>();

  const submit = (value: string) => {
    if (value.trim() === '') {
      setError(undefined);
      return onSearch('');
    }
    const checked = conceptFinderForm.safeParse({ query: value });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    onSearch(checked.data.query);
  };

  return (
    <form
      role="search"
      aria-label={t.form}
      noValidate
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        submit(text);
      }}
    >
      <div className={styles.queryRow}>
        <TextField
          type="search"
          label={t.query}
          placeholder={t.queryPlaceholder}
          autoComplete="off"
          value={text}
          onChange={(event) => setTyped({ from: query, text: event.target.value })}
          error={error}
          className={styles.queryField}
        />
        <Button type="submit">{t.submit}</Button>
      </div>
      <div className={styles.chips} role="group" aria-label={t.examples}>
        <span className={styles.chipsLabel} aria-hidden="true">
          {t.examples}
        </span>
        {t.exampleQueries.map((example) => (
          <button
            key={example}
            type="button"
            className={styles.chip}
            onClick={() => {
              setTyped({ from: query, text: example });
              submit(example);
            }}
          >
            {example}
          </button>
        ))}
      </div>
    </form>
  );
}
