import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { atlasCopyForm, atlasSupporterMutations, isApiError, type AtlasCopyForm } from '@cdmnet/api';
import { Button, Checkbox, ConfirmPopup, TextField, confirmMessagesKo } from '@cdmnet/ui';
import type { DesignArrival } from '../arrival';
import * as styles from '../atlas-supporter.css';
import { supporterCopy } from '../messages.ko';
import { designsOf, type DesignKey } from '../selection';
import { DesignPicker } from './design-picker';

const t = supporterCopy.copy;

/** An ATLAS as the form offers it: its name, and its hospital for the reader who knows hospitals. */
export interface CopyAtlas {
  atlasId: number;
  atlasName: string;
}

export interface CopyFormProps {
  source: CopyAtlas;
  /** Every accessible ATLAS but the source. */
  targets: readonly CopyAtlas[];
  /** The bookmarked design the page was opened on, when it is on this source. */
  arrival?: DesignArrival | undefined;
}

type Field = 'groupName' | 'designs' | 'targetAtlasIds';

/** The contract's own check of the form, its first message per field (the server says the same). */
function problemsOf(form: AtlasCopyForm): Partial<Record<Field, string>> {
  const parsed = atlasCopyForm.safeParse(form);
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as Field;
    problems[field] ??= issue.message;
  }
  return problems;
}

const refusalText = (error: unknown) => (isApiError(error) ? error.message : confirmMessagesKo.acceptFailed);

/**
 * What to copy and where: the source's designs by kind, the target ATLASes, the group's name, then
 * 복사 시작, which asks first, naming how many designs go from where to where. Problems are said by
 * their fields once the user tried; a started group clears the form (the groups list shows it).
 */
export function CopyForm({ source, targets, arrival }: CopyFormProps) {
  const queryClient = useQueryClient();
  const create = useMutation(atlasSupporterMutations.create(queryClient));
  const [chosen, setChosen] = useState<Map<DesignKey, string>>(() => new Map());
  const [targetIds, setTargetIds] = useState<ReadonlySet<number>>(() => new Set());
  const [groupName, setGroupName] = useState('');
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);

  const form: AtlasCopyForm = {
    groupName,
    designs: designsOf(chosen.keys()),
    targetAtlasIds: targets.filter((a) => targetIds.has(a.atlasId)).map((a) => a.atlasId),
  };
  const problems = problemsOf(form);
  const valid = Object.keys(problems).length === 0;
  const shown = tried ? problems : {};
  const targetNames = targets.filter((a) => targetIds.has(a.atlasId)).map((a) => a.atlasName);

  const toggleDesign = (key: DesignKey, name: string, checked: boolean) =>
    setChosen((before) => {
      const next = new Map(before);
      if (checked) next.set(key, name);
      else next.delete(key);
      return next;
    });
  const toggleTarget = (atlasId: number, checked: boolean) =>
    setTargetIds((before) => {
      const next = new Set(before);
      if (checked) next.add(atlasId);
      else next.delete(atlasId);
      return next;
    });

  const start = async () => {
    await create.mutateAsync({ sourceAtlasId: source.atlasId, form });
    setChosen(new Map());
    setTargetIds(new Set());
    setGroupName('');
    setTried(false);
  };

  return (
    <form className={styles.stack} noValidate onSubmit={(event) => event.preventDefault()}>
      <p className={styles.muted}>{t.source(source.atlasName)}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.designs}</legend>
        <DesignPicker
          atlasId={source.atlasId}
          chosen={new Set(chosen.keys())}
          onToggle={toggleDesign}
          arrival={arrival}
        />
        {shown.designs ? (
          <p role="alert" className={styles.problem}>
            {shown.designs}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.targets}</legend>
        <p className={styles.muted}>{t.targetsHelp}</p>
        {targets.length === 0 ? (
          <p className={styles.muted}>{t.noTargets}</p>
        ) : (
          <ul className={styles.plainList}>
            {targets.map((atlas) => (
              <li key={atlas.atlasId}>
                <Checkbox
                  label={atlas.atlasName}
                  checked={targetIds.has(atlas.atlasId)}
                  onCheckedChange={(checked) => toggleTarget(atlas.atlasId, checked === true)}
                />
              </li>
            ))}
          </ul>
        )}
        {shown.targetAtlasIds ? (
          <p role="alert" className={styles.problem}>
            {shown.targetAtlasIds}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t.groupName}
        helpText={t.groupNameHelp}
        error={shown.groupName}
        required
        autoComplete="off"
        value={groupName}
        onChange={(event) => setGroupName(event.target.value)}
      />
      <div className={styles.formFoot}>
        <p className={styles.muted} aria-live="polite">
          {t.summary(chosen.size, targetIds.size)}
        </p>
        <ConfirmPopup
          open={asking}
          onOpenChange={(next) => {
            if (!next) return setAsking(false);
            setTried(true);
            if (valid) setAsking(true);
          }}
          message={t.confirm(chosen.size, source.atlasName, targetNames)}
          acceptLabel={t.confirmAccept}
          errorMessage={refusalText}
          onAccept={start}
          trigger={
            <Button type="button" loading={create.isPending}>
              {t.start}
            </Button>
          }
        />
      </div>
    </form>
  );
}
