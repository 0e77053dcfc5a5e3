import type { Ref } from 'react';
import type { ExecutionTargetCheck } from '@cdmnet/api';
import { Button, Checkbox, Skeleton, visuallyHidden } from '@cdmnet/ui';
import { analysisCopy } from '../messages.ko';
import * as formStyles from '../analyses.css';
import { RemedyAction } from './remedy-action';
import * as styles from './execution-dialog.css';

const t = analysisCopy.run;

/** The targets grouped by organisation, in the order the server gave them (the analysis page's). */
function byOrganisation(targets: readonly ExecutionTargetCheck[]) {
  const groups = new Map<number, { orgName: string; cdms: ExecutionTargetCheck[] }>();
  for (const target of targets) {
    const group = groups.get(target.orgId) ?? { orgName: target.orgName, cdms: [] };
    group.cdms.push(target);
    groups.set(target.orgId, group);
  }
  return [...groups.entries()];
}

export interface RunTargetsProps {
  projectId: number;
  /** Each target and whether the caller may run on it now; undefined while asked or after a failure. */
  targets: readonly ExecutionTargetCheck[] | undefined;
  checking: boolean;
  failed: boolean;
  /** Asks the server again (다시 시도, 다시 확인). */
  onRecheck: () => void;
  value: readonly number[];
  onChange: (cdmIds: number[]) => void;
  onBlur: () => void;
  /** Where the form moves focus on an error: the first CDM's box. */
  fieldRef: Ref<HTMLButtonElement>;
  error: string | undefined;
  disabled: boolean;
  messageId: string;
}

/**
 * 대상 CDM: each target CDM as a box, grouped by hospital. A CDM the caller cannot run on now is greyed
 * out with the server's reason under it (read as the box's description) and, where there is one, the
 * way to fix it: apply to the hospital, ask for IRB approval, check the engine again.
 */
export function RunTargets(props: RunTargetsProps) {
  const { targets, checking, failed, value, error, messageId } = props;
  const greyed = targets?.filter((target) => target.block !== null).length ?? 0;
  const help =
    targets !== undefined && greyed === targets.length
      ? t.noneRunnable
      : greyed > 0
        ? t.targetsHelpSomeGreyed
        : t.targetsHelp;
  return (
    <fieldset
      className={formStyles.targetField}
      aria-describedby={messageId}
      aria-busy={checking || undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={formStyles.targetLegend}>
        {t.targets}
        <span className={formStyles.requiredMark} aria-hidden="true">
          *
        </span>
      </legend>
      {targets ? (
        <TargetBoxes {...props} targets={targets} chosen={new Set(value)} />
      ) : failed ? (
        <div className={styles.failed}>
          <p role="alert" className={styles.failedText}>
            {t.targetsFailed}
          </p>
          <Button size="sm" variant="secondary" onClick={props.onRecheck}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <Checking />
      )}
      <p id={messageId} className={error ? formStyles.fieldError : formStyles.fieldHelp}>
        {error ?? help}
      </p>
    </fieldset>
  );
}

/** Two hospitals' boxes in outline while the server checks (each engine, too). */
function Checking() {
  return (
    <div className={styles.orgs}>
      <p role="status" className={visuallyHidden}>
        {t.targetsChecking}
      </p>
      {[0, 1].map((key) => (
        <div key={key} className={`${formStyles.targetOrg} ${styles.checkingOrg}`}>
          <Skeleton width="45%" />
          <Skeleton width="70%" />
        </div>
      ))}
    </div>
  );
}

function TargetBoxes({
  projectId,
  targets,
  chosen,
  onChange,
  onBlur,
  onRecheck,
  fieldRef,
  disabled,
  value,
}: RunTargetsProps & { targets: readonly ExecutionTargetCheck[]; chosen: Set<number> }) {
  const firstRunnable = targets.find((target) => target.block === null)?.cdmId;
  const toggle = (cdmId: number, on: boolean) =>
    onChange(on ? [...value.filter((id) => id !== cdmId), cdmId] : value.filter((id) => id !== cdmId));
  return (
    <div className={styles.orgs}>
      {byOrganisation(targets).map(([orgId, group]) => (
        <fieldset key={orgId} className={formStyles.targetOrg}>
          <legend className={formStyles.targetOrgName}>{group.orgName}</legend>
          {group.cdms.map((cdm) => (
            <div key={cdm.cdmId} className={styles.target} data-blocked={cdm.block ? true : undefined}>
              <Checkbox
                ref={cdm.cdmId === firstRunnable ? fieldRef : undefined}
                label={cdm.cdmName}
                helpText={cdm.block?.reason}
                checked={cdm.block === null && chosen.has(cdm.cdmId)}
                disabled={disabled || cdm.block !== null}
                onCheckedChange={(checked) => toggle(cdm.cdmId, checked === true)}
                onBlur={onBlur}
              />
              {cdm.block ? (
                <div className={styles.remedy}>
                  <RemedyAction
                    projectId={projectId}
                    orgName={cdm.orgName}
                    cdmName={cdm.cdmName}
                    remedy={cdm.block.remedy}
                    onRecheck={onRecheck}
                  />
                </div>
              ) : null}
            </div>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
