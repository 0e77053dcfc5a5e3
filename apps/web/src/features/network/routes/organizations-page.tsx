import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  networkQueries,
  selectNetworkCdm,
  usersQueries,
  type NetworkCdm,
  type NetworkOrganization,
} from '@cdmnet/api';
import { PageHeader } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { starColumn, useFavoriteFilter } from '../components/favorite-filter';
import { ForbiddenState, isForbidden } from '../components/forbidden-state';
import { MembershipDialog } from '../components/membership-dialog';
import { OrganizationsTable } from '../components/organizations-table';
import { networkCopy } from '../messages.ko';
import * as styles from '../network.css';

const t = networkCopy.organizations;
// One empty list while loading, so the filter's memo keeps its result between renders.
const noOrganizations: NetworkOrganization[] = [];
const organizationStar = starColumn<NetworkOrganization>('ORGANIZATION');

/** /network/organizations: every organisation of the network, its CDMs, and asking to join one. */
export function OrganizationsPage() {
  useDocumentTitle(t.pageTitle);
  const queryClient = useQueryClient();
  const organizations = useQuery(networkQueries.organizations());
  // Who the user works for decides what they ask to become (기관 or 파트너 연구원).
  const profile = useQuery(usersQueries.profile());
  const [requestedId, setRequestedId] = useState<number>();
  const favorites = useFavoriteFilter('ORGANIZATION', organizations.data ?? noOrganizations);

  const onSelectCdm = useCallback(
    (org: NetworkOrganization, cdm: NetworkCdm) => selectNetworkCdm(queryClient, org.id, cdm),
    [queryClient],
  );
  const onRequest = useCallback((org: NetworkOrganization) => setRequestedId(org.id), []);

  const failed = organizations.isError || profile.isError;
  const requested = organizations.data?.find((org) => org.id === requestedId);

  if (isForbidden(organizations.error)) {
    return (
      <section className={styles.page}>
        <PageHeader title={t.heading} />
        <ForbiddenState />
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <PageHeader title={t.heading} description={t.description} />
      <OrganizationsTable
        organizations={favorites.shown}
        trailingColumn={organizationStar}
        toolbar={favorites.toggle}
        emptyMessage={favorites.onlyStarred ? networkCopy.favorites.noStarredOrganizations : t.empty}
        onSelectCdm={onSelectCdm}
        onRequest={onRequest}
        loading={!failed && (organizations.isPending || profile.isPending)}
        error={failed ? t.loadFailed : undefined}
        onRetry={() => {
          if (organizations.isError) void organizations.refetch();
          if (profile.isError) void profile.refetch();
        }}
      />
      <MembershipDialog
        org={requested}
        employedThere={requested !== undefined && profile.data?.orgEmployedId === requested.id}
        onClose={() => setRequestedId(undefined)}
      />
    </section>
  );
}
