import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { masterMutations, type OrganizationSwitches as Flags } from '@cdmnet/api';
import { Card, Switch } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';
import * as styles from '../master.css';

const t = masterCopy.service.switches;

/** The factories of the three switches: each sends one flag and answers with all three. */
type SwitchMutation = (
  queryClient: QueryClient,
  orgId: number,
) => {
  mutationKey: readonly unknown[];
  mutationFn: (value: boolean) => Promise<Flags>;
  onSuccess: (flags: Flags) => unknown;
};

/**
 * One switch: it shows the value being sent while the server decides (and cannot be toggled again
 * then); on success the reply's flags are cached and shown, on failure the stored value stays.
 */
function FlagSwitch({
  orgId,
  mutation,
  checked,
  label,
  helpText,
}: {
  orgId: number;
  mutation: SwitchMutation;
  checked: boolean;
  label: string;
  helpText: string;
}) {
  const queryClient = useQueryClient();
  const toggle = useMutation(mutation(queryClient, orgId));
  return (
    <Switch
      label={label}
      helpText={helpText}
      checked={toggle.isPending ? toggle.variables : checked}
      disabled={toggle.isPending}
      onCheckedChange={(next) => toggle.mutate(next)}
    />
  );
}

/** Spec §2 item 1's Concept ID, organisation DB access block and Clean up (in Korean), from the loaded settings. */
export function OrganizationSwitches({ orgId, flags }: { orgId: number; flags: Flags }) {
  return (
    <Card title={t.title} description={t.description}>
      <div className={styles.switches}>
        <FlagSwitch
          orgId={orgId}
          mutation={masterMutations.setConceptId}
          checked={flags.onConceptId}
          label={t.conceptId}
          helpText={t.conceptIdHelp}
        />
        <FlagSwitch
          orgId={orgId}
          mutation={masterMutations.setDbBlock}
          checked={flags.blockingDBAccess}
          label={t.dbBlock}
          helpText={t.dbBlockHelp}
        />
        <FlagSwitch
          orgId={orgId}
          mutation={masterMutations.setCleanup}
          checked={flags.cleanup}
          label={t.cleanup}
          helpText={t.cleanupHelp}
        />
      </div>
    </Card>
  );
}
