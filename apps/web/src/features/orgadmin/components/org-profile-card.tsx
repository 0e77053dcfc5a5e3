import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ORG_DESCRIPTION_MAX, orgsMutations, orgsQueries, type OrgProfile } from '@cdmnet/api';
import { Button, Card, EmptyState, Skeleton, Switch, Textarea } from '@cdmnet/ui';
import { appMessages } from '../../../app/messages.ko';
import { orgAdminCopy } from '../messages.ko';
import * as styles from './dashboard.css';

const t = orgAdminCopy.profile;

type Draft = Pick<OrgProfile, 'description' | 'hideFromExternal' | 'autoRegistration' | 'autoMailing'>;

const switches = [
  { key: 'hideFromExternal', label: t.hideFromExternal, help: t.hideFromExternalHelp },
  { key: 'autoRegistration', label: t.autoRegistration, help: t.autoRegistrationHelp },
  { key: 'autoMailing', label: t.autoMailing, help: t.autoMailingHelp },
] as const;

/** 기관 정보 on the organisation admin's dashboard: what the network shows of the hospital and how people join. */
export function OrgProfileCard({ orgId }: { orgId: number }) {
  const profile = useQuery(orgsQueries.profile(orgId));
  return (
    <Card title={t.title} headingLevel={3} description={t.description}>
      {profile.isPending ? (
        <div aria-busy="true" className={styles.loading}>
          <Skeleton lines={2} />
          <Skeleton shape="rect" height="5rem" />
          <Skeleton lines={3} />
        </div>
      ) : profile.isError ? (
        <EmptyState
          role="alert"
          size="sm"
          icon={null}
          message={t.loadFailed}
          action={
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : (
        <OrgProfileForm orgId={orgId} profile={profile.data} />
      )}
    </Card>
  );
}

/**
 * One 저장 for the whole profile. The staff email domains are shown, and sent back as they are: adding
 * one changes who joins at once, which the platform admin decides (the master's form has the field).
 * The server's 수정되었습니다., or why it refused, is toasted by the API client.
 */
function OrgProfileForm({ orgId, profile }: { orgId: number; profile: OrgProfile }) {
  const queryClient = useQueryClient();
  const modify = useMutation(orgsMutations.modifyProfile(queryClient, orgId));
  // What the admin has changed and not saved yet; null while the stored profile shows.
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown: Draft = draft ?? profile;
  const changed =
    shown.description !== profile.description || switches.some(({ key }) => shown[key] !== profile[key]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    modify.mutate({ ...shown, domains: profile.domains }, { onSuccess: () => setDraft(null) });
  };

  return (
    <form onSubmit={save} noValidate className={styles.settings}>
      <dl className={styles.counts}>
        <div className={styles.countRow}>
          <dt className={styles.countLabel}>{t.name}</dt>
          <dd className={styles.countValue}>{profile.name}</dd>
        </div>
        <div className={styles.countRow}>
          <dt className={styles.countLabel}>{t.rfzLevel}</dt>
          <dd className={styles.countValue}>{profile.rfzLevel || appMessages.rfz.none}</dd>
        </div>
      </dl>
      <fieldset className={styles.settingGroup} disabled={modify.isPending}>
        <Textarea
          label={t.descriptionLabel}
          helpText={t.descriptionHelp}
          maxLength={ORG_DESCRIPTION_MAX}
          value={shown.description}
          onChange={(event) => setDraft({ ...shown, description: event.target.value })}
        />
        {switches.map(({ key, label, help }) => (
          <div key={key} className={styles.switchRow}>
            <Switch
              label={label}
              helpText={help}
              checked={shown[key]}
              onCheckedChange={(checked) => setDraft({ ...shown, [key]: checked })}
            />
          </div>
        ))}
        <div className={styles.stack}>
          <p className={styles.groupTitle}>{t.domains}</p>
          {profile.domains.length > 0 ? (
            <ul aria-label={t.domains} className={styles.counts}>
              {profile.domains.map((domain) => (
                <li key={domain}>{domain}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.countLabel}>{t.domainsNone}</p>
          )}
        </div>
        <div className={styles.saveRow}>
          <Button type="submit" loading={modify.isPending} disabled={!changed}>
            {t.save}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
