import { useId, type Ref } from 'react';
import type { AnalysisTargetOption } from '@cdmnet/api';
import { Button, Checkbox, Skeleton, visuallyHidden } from '@cdmnet/ui';
import { analysisCopy } from '../messages.ko';
import * as styles from '../analyses.css';

const t = analysisCopy.form;

export interface TargetFieldProps {
  /** The organisations and their CDMs the analysis may target; undefined while they load. */
  options: readonly AnalysisTargetOption[] | undefined;
  failed: boolean;
  onRetry: () => void;
  value: readonly number[];
  onChange: (cdmIds: number[]) => void;
  onBlur: () => void;
  /** The form focuses the first box when the field is wrong. */
  inputRef: Ref<HTMLButtonElement>;
  error: string | undefined;
  disabled: boolean;
}

/**
 * 대상 CDM: a box per CDM, grouped under its organisation (a fieldset each), at least one chosen. The
 * field's help, or its error in the help's place, describes the whole group.
 */
export function TargetField({
  options,
  failed,
  onRetry,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  disabled,
}: TargetFieldProps) {
  const messageId = useId();
  const chosen = new Set(value);
  const toggle = (cdmId: number, on: boolean) =>
    onChange(on ? [...value.filter((id) => id !== cdmId), cdmId] : value.filter((id) => id !== cdmId));
  const shown = options?.filter((org) => org.cdms.length > 0) ?? [];
  // The form focuses the first box when the field is wrong.
  const firstCdmId = shown[0]?.cdms[0]?.id;

  let body;
  if (failed) {
    body = (
      <div role="alert" className={styles.failed}>
        <p className={styles.errorText}>{t.targetsFailed}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    );
  } else if (!options) {
    body = (
      <div aria-busy="true" className={styles.targetOrgs}>
        <span className={visuallyHidden}>{t.targetsLoading}</span>
        <Skeleton shape="rect" height="5rem" />
        <Skeleton shape="rect" height="5rem" />
      </div>
    );
  } else if (shown.length === 0) {
    body = <p className={styles.muted}>{t.targetsEmpty}</p>;
  } else {
    body = (
      <div className={styles.targetOrgs}>
        {shown.map((org) => (
          <fieldset key={org.orgId} className={styles.targetOrg}>
            <legend className={styles.targetOrgName}>{org.orgName}</legend>
            {org.cdms.map((cdm) => (
              <Checkbox
                key={cdm.id}
                ref={cdm.id === firstCdmId ? inputRef : undefined}
                label={cdm.name}
                checked={chosen.has(cdm.id)}
                disabled={disabled}
                onCheckedChange={(checked) => toggle(cdm.id, checked === true)}
                onBlur={onBlur}
              />
            ))}
          </fieldset>
        ))}
      </div>
    );
  }

  return (
    <fieldset
      className={styles.targetField}
      aria-describedby={messageId}
      data-invalid={error ? true : undefined}
    >
      <legend className={styles.targetLegend}>
        {t.targets}
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      </legend>
      {body}
      <p id={messageId} className={error ? styles.fieldError : styles.fieldHelp}>
        {error ?? t.targetsHelp}
      </p>
    </fieldset>
  );
}
