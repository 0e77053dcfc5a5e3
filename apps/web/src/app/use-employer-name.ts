import { useQuery } from '@tanstack/react-query';
import { networkQueries } from '@cdmnet/api';

/**
 * The name of the organisation a user works for (재직 기관). `known` is its name when the caller already
 * has it (the user is a member there); otherwise (a partner researcher) it is asked of the network's
 * list, the one place that names every organisation. `name` is null for no employer.
 */
export function useEmployerName(employerId: number | null, known: string | undefined) {
  const asking = employerId !== null && known === undefined;
  const elsewhere = useQuery({
    ...networkQueries.organizations(),
    enabled: asking,
    select: (orgs) => orgs.find((org) => org.id === employerId)?.name ?? null,
  });
  const name = employerId === null ? null : (known ?? elsewhere.data ?? null);
  return { name, loading: asking && elsewhere.isPending };
}
