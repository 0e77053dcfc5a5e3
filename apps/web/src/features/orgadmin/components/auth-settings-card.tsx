import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  dataAccessLevelLabels,
  dataAccessLevels,
  orgsMutations,
  type DataAccessLevel,
  type OrgAuthSettings,
} from '@cdmnet/api';
import { Button, Select, Spinner, Switch } from '@cdmnet/ui';
import { orgAdminCopy } from '../messages.ko';
import { OrgAuthCard } from './org-auth-card';
import * as styles from './dashboard.css';

const t = orgAdminCopy.auth;

type Evd = OrgAuthSettings['evd'];

const levelOptions = dataAccessLevels.map((value) => ({ value, label: dataAccessLevelLabels[value] }));

const isLevel = (value: string): value is DataAccessLevel =>
  (dataAccessLevels as readonly string[]).includes(value);

const kinds = [
  { key: 'researcher', label: t.researcher, help: t.researcherHelp },
  { key: 'partner', label: t.partner, help: t.partnerHelp },
  { key: 'rfz', label: t.rfz, help: t.rfzHelp },
] as const;

/** The auth settings (domain.md "What an organisation admin sets for members"), under the dashboard. */
export function AuthSettingsCard({ orgId }: { orgId: number }) {
  return (
    <OrgAuthCard orgId={orgId} copy={t} placeholderLines={[3, 2]}>
      {(settings) => <AuthSettingsForm orgId={orgId} settings={settings} />}
    </OrgAuthCard>
  );
}

/**
 * The default levels are saved together with one 저장; each switch takes effect as it is flipped. While
 * a switch's change runs it shows the new position and a spinner; a refusal puts the stored one back.
 * The server's 수정되었습니다. is toasted by the API client.
 */
function AuthSettingsForm({ orgId, settings }: { orgId: number; settings: OrgAuthSettings }) {
  const queryClient = useQueryClient();
  const setEvd = useMutation(orgsMutations.setEvd(queryClient, orgId));
  const setIrb = useMutation(orgsMutations.setIrb(queryClient, orgId));
  const setConcept = useMutation(orgsMutations.setConcept(queryClient, orgId));
  // What the admin has chosen and not saved yet; null while the stored levels show.
  const [draft, setDraft] = useState<Evd | null>(null);
  const evd = draft ?? settings.evd;
  const changed = kinds.some(({ key }) => evd[key] !== settings.evd[key]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setEvd.mutate({ evd }, { onSuccess: () => setDraft(null) });
  };

  return (
    <div className={styles.settings}>
      <form onSubmit={save} noValidate>
        <fieldset className={styles.settingGroup} disabled={setEvd.isPending}>
          <legend className={styles.groupTitle}>{t.evdTitle}</legend>
          <p className={styles.countLabel}>{t.evdHelp}</p>
          <div className={styles.levels}>
            {kinds.map(({ key, label, help }) => (
              <Select
                key={key}
                label={label}
                helpText={help}
                options={levelOptions}
                value={evd[key]}
                disabled={setEvd.isPending}
                onValueChange={(value) => {
                  if (isLevel(value)) setDraft({ ...evd, [key]: value });
                }}
              />
            ))}
          </div>
          <div className={styles.saveRow}>
            <Button type="submit" loading={setEvd.isPending} disabled={!changed}>
              {t.save}
            </Button>
          </div>
        </fieldset>
      </form>
      <hr className={styles.divider} />
      <SettingSwitch
        label={t.irb}
        help={t.irbHelp}
        checked={setIrb.isPending ? setIrb.variables : settings.irb}
        saving={setIrb.isPending}
        onChange={(irb) => setIrb.mutate(irb)}
      />
      <SettingSwitch
        label={t.concept}
        help={t.conceptHelp}
        checked={setConcept.isPending ? setConcept.variables : settings.concept}
        saving={setConcept.isPending}
        onChange={(concept) => setConcept.mutate(concept)}
      />
    </div>
  );
}

function SettingSwitch({
  label,
  help,
  checked,
  saving,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  saving: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={styles.switchRow}>
      <Switch
        label={label}
        helpText={help}
        checked={checked}
        disabled={saving}
        aria-busy={saving || undefined}
        onCheckedChange={onChange}
      />
      {saving ? <Spinner size="sm" label={t.saving} /> : null}
    </div>
  );
}
