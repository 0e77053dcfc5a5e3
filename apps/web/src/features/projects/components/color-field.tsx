import { useId, type Ref } from 'react';
import { projectColors, type ProjectColor } from '@cdmnet/api';
import { projectColorNames, projectCopy } from '../messages.ko';
import * as styles from '../projects.css';

const t = projectCopy.form;

export interface ColorFieldProps {
  name: string;
  value: ProjectColor;
  onChange: (color: ProjectColor) => void;
  onBlur: () => void;
  /** The chosen swatch's input, to be focused when the form points at this field. */
  inputRef: Ref<HTMLInputElement>;
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/**
 * 라벨 색상: the eight colours as a radio group of swatches (the kit has no radio group; native radios,
 * as the member search of the master's dialog uses). Each swatch is named in Korean, the chosen one
 * carries a check mark and is said in words under the group: colour is never the only signal.
 */
export function ColorField({ name, value, onChange, onBlur, inputRef, error, disabled }: ColorFieldProps) {
  const labelId = useId();
  const messageId = useId();
  return (
    <div className={styles.colorField}>
      <span id={labelId} className={styles.colorLabel}>
        {t.color}
      </span>
      <div
        role="radiogroup"
        className={styles.swatches}
        aria-labelledby={labelId}
        aria-describedby={messageId}
        aria-invalid={error ? true : undefined}
      >
        {projectColors.map((color) => (
          <label key={color} className={styles.swatch} title={projectColorNames[color]}>
            <input
              ref={color === value ? inputRef : undefined}
              className={styles.swatchInput}
              type="radio"
              name={name}
              value={color}
              aria-label={projectColorNames[color]}
              checked={color === value}
              onChange={() => onChange(color)}
              onBlur={onBlur}
              disabled={disabled}
              style={{ backgroundColor: color, color }}
            />
            <svg className={styles.swatchCheck} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </label>
        ))}
      </div>
      <p id={messageId} className={error ? styles.fieldError : styles.fieldHelp}>
        {error ?? t.colorHelp(projectColorNames[value])}
      </p>
    </div>
  );
}
