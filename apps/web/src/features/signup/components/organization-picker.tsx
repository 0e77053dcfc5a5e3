import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { accountQueries, type SignupOrganization } from '@cdmnet/api';
import { Select, Skeleton, TextField } from '@cdmnet/ui';
import { InlineAlert } from '../../../app/public-page/inline-alert';
import * as publicPage from '../../../app/public-page/public-page.css';
import { signupMessages } from '../messages.ko';
import * as styles from './signup.css';

const t = signupMessages.account;
const NONE = 'none';

const domainOf = (email: string) => email.split('@')[1]?.toLowerCase() ?? '';

/**
 * Whether a sign-up with this email joins the organisation at once (domain.md: auto-registration on one of
 * its domains) or waits for its admin. The server decides the same way; this only tells the user early.
 */
export function useMembershipOutlook(organization: SignupOrganization | null, email: string) {
  const domains = useQuery({
    ...accountQueries.orgDomains(organization?.id ?? 0),
    enabled: organization !== null,
  });
  const joinsAtOnce = Boolean(organization?.autoRegistration && domains.data?.includes(domainOf(email)));
  return { domains, joinsAtOnce };
}

function Outlook({ organization, email }: { organization: SignupOrganization; email: string }) {
  const { domains, joinsAtOnce } = useMembershipOutlook(organization, email);
  const headingId = useId();
  return (
    <div className={publicPage.callout.info} aria-busy={domains.isPending}>
      {organization.description && <p className={publicPage.muted}>{organization.description}</p>}
      <p id={headingId}>{t.domains}</p>
      {domains.isPending ? (
        <Skeleton width="40%" />
      ) : domains.isError ? (
        <p role="alert">{t.domainsFailed}</p>
      ) : domains.data.length === 0 ? (
        <p>{t.noDomains}</p>
      ) : (
        <ul className={styles.domainList} aria-labelledby={headingId}>
          {domains.data.map((domain) => (
            <li key={domain}>{`@${domain}`}</li>
          ))}
        </ul>
      )}
      {domains.isSuccess && (
        <p role="status">
          {joinsAtOnce
            ? t.joinsAtOnce(email)
            : organization.autoRegistration
              ? t.waitsDomainMismatch(email)
              : t.waitsForAdmin}
        </p>
      )}
    </div>
  );
}

/** The employing organisation: a search box narrows the list; "none" is a valid answer. */
export function OrganizationPicker({
  value,
  onChange,
  email,
  error,
}: {
  value: number | null;
  onChange: (organization: SignupOrganization | null) => void;
  email: string;
  error?: string | undefined;
}) {
  const orgs = useQuery(accountQueries.orgs());
  const [search, setSearch] = useState('');
  const selected = orgs.data?.find((org) => org.id === value) ?? null;
  const keyword = search.trim().toLowerCase();
  const matching = (orgs.data ?? []).filter(
    (org) => org.id === value || org.name.toLowerCase().includes(keyword),
  );

  if (orgs.isError) {
    return <InlineAlert message={t.organizationsFailed} />;
  }

  return (
    <div className={styles.step} aria-busy={orgs.isPending}>
      <div className={publicPage.fieldGrid}>
        <TextField
          label={t.organizationSearch}
          type="search"
          placeholder={t.organizationSearchPlaceholder}
          value={search}
          disabled={orgs.isPending}
          helpText={keyword && matching.length === 0 ? t.noMatch : undefined}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          label={t.organization}
          helpText={orgs.isPending ? t.organizationsLoading : t.organizationHelp}
          error={error}
          disabled={orgs.isPending}
          value={value === null ? NONE : String(value)}
          options={[
            { value: NONE, label: t.noOrganization },
            ...matching.map((org) => ({ value: String(org.id), label: org.name })),
          ]}
          onValueChange={(next) =>
            onChange(next === NONE ? null : (orgs.data?.find((org) => String(org.id) === next) ?? null))
          }
        />
      </div>
      {selected && <Outlook organization={selected} email={email} />}
    </div>
  );
}
