import { useState, type KeyboardEvent } from 'react';
import { emailDomain } from '@cdmnet/api';
import { IconButton, TextField } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';
import { PlusIcon, TrashIcon } from '../../../app/components/icons';
import * as styles from '../master.css';

const t = masterCopy.form;

export interface DomainsFieldProps {
  value: readonly string[];
  onChange: (domains: string[]) => void;
  onBlur: () => void;
  /** The form's message for the list (e.g. auto-registration without a domain). */
  error?: string | undefined;
  /** The form focuses the input on an error. */
  inputRef: (element: HTMLElement | null) => void;
  disabled?: boolean | undefined;
}

/**
 * The staff email domains, as chips: type one and press Enter or the + button (checked by the contract's
 * domain rule, lower-cased), remove one with its 삭제 button.
 */
export function DomainsField({ value, onChange, onBlur, error, inputRef, disabled }: DomainsFieldProps) {
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | undefined>();

  const addTyped = () => {
    if (text.trim() === '') return;
    const parsed = emailDomain.safeParse(text);
    if (!parsed.success) return setInputError(parsed.error.issues[0]?.message);
    if (!value.includes(parsed.data)) onChange([...value, parsed.data]);
    setText('');
    setInputError(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the domain rather than sending the whole form.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    addTyped();
  };

  return (
    <div className={styles.fieldGroup}>
      <TextField
        label={t.domains}
        helpText={t.domainsHelp}
        error={inputError ?? error}
        autoComplete="off"
        inputMode="url"
        placeholder="hospital.ac.kr"
        value={text}
        disabled={disabled}
        ref={inputRef}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setInputError(undefined);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        endAdornment={
          <IconButton size="sm" onClick={addTyped} disabled={disabled} aria-label={t.domainAddLabel}>
            <PlusIcon />
          </IconButton>
        }
      />
      {value.length > 0 ? (
        <ul className={styles.chips} aria-label={t.domains}>
          {value.map((domain) => (
            <li key={domain} className={styles.chip}>
              {domain}
              <IconButton
                size="sm"
                aria-label={t.domainRemove(domain)}
                disabled={disabled}
                onClick={() => onChange(value.filter((item) => item !== domain))}
              >
                <TrashIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.help}>{t.domainsEmpty}</p>
      )}
    </div>
  );
}
