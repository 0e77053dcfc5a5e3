import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disclosureSettings, orgsMutations, type DisclosureSettings } from '@cdmnet/api';
import { Button, InputNumber, Switch } from '@cdmnet/ui';
import { Controller, useForm } from '../../../app/forms';
import { orgAdminCopy } from '../messages.ko';
import { OrgAuthCard } from './org-auth-card';
import * as styles from './dashboard.css';

const t = orgAdminCopy.disclosure;

/**
 * What may leave the hospital (domain.md "What leaves a hospital"), beside the auth settings: the
 * minimum cell count, rounding to 5, and whether unchecked files may be released at all. The hospital's
 * node applies the stricter of these and its own configuration to every later execution.
 */
export function DisclosureSettingsCard({ orgId }: { orgId: number }) {
  return (
    <OrgAuthCard orgId={orgId} copy={t} placeholderLines={[3]}>
      {(settings) => (
        // Keyed on what is stored: a save (or another admin's, read again) starts the form afresh.
        <DisclosureForm
          key={JSON.stringify(settings.disclosure)}
          orgId={orgId}
          stored={settings.disclosure}
        />
      )}
    </OrgAuthCard>
  );
}

const sameAs = (a: DisclosureSettings, b: Partial<Record<keyof DisclosureSettings, unknown>>) =>
  a.minCellCount === b.minCellCount && a.rounding === b.rounding && a.releaseUnchecked === b.releaseUnchecked;

/**
 * The three settings, saved together with one 저장 (the contract's schema checks them first and says
 * which field is wrong); the server's 수정되었습니다. is toasted by the API client.
 */
function DisclosureForm({ orgId, stored }: { orgId: number; stored: DisclosureSettings }) {
  const queryClient = useQueryClient();
  const save = useMutation(orgsMutations.setDisclosure(queryClient, orgId));
  const form = useForm({ schema: disclosureSettings, defaultValues: stored });
  const changed = !sameAs(stored, {
    minCellCount: form.watch('minCellCount'),
    rounding: form.watch('rounding'),
    releaseUnchecked: form.watch('releaseUnchecked'),
  });

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
      <div className={styles.settingGroup}>
        <Controller
          control={form.control}
          name="minCellCount"
          render={({ field, fieldState }) => (
            <InputNumber
              ref={field.ref}
              name={field.name}
              label={t.minCellCount}
              helpText={t.minCellCountHelp}
              error={fieldState.error?.message}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              disabled={save.isPending}
              className={styles.narrowField}
            />
          )}
        />
        <Controller
          control={form.control}
          name="rounding"
          render={({ field }) => (
            <Switch
              label={t.rounding}
              helpText={t.roundingHelp}
              checked={field.value === 5}
              disabled={save.isPending}
              onCheckedChange={(on) => field.onChange(on ? 5 : null)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="releaseUnchecked"
          render={({ field }) => (
            <Switch
              label={t.releaseUnchecked}
              helpText={t.releaseUncheckedHelp}
              checked={field.value}
              disabled={save.isPending}
              onCheckedChange={(on) => field.onChange(on)}
            />
          )}
        />
        <div className={styles.saveRow}>
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            {t.save}
          </Button>
        </div>
      </div>
    </form>
  );
}
