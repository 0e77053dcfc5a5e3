import { useMemo } from 'react';
import type { NetworkCdm, NetworkOrganization } from '@cdmnet/api';
import { Select } from '@cdmnet/ui';
import { networkCopy } from '../messages.ko';
import * as styles from '../network.css';

/**
 * Which of the organisation's CDMs the row shows (spec §2 screen 3): a small dropdown of their names,
 * 정보 없음 when it has none. Choosing one only changes what this page shows (spec §4). With a single
 * CDM there is nothing to choose: its name is written out, which also spares the row a dropdown
 * (each kit Select costs about as much as the rest of the row; see apps/web/bench/network-table).
 */
export function CdmSelect({
  org,
  onSelect,
}: {
  org: NetworkOrganization;
  onSelect: (org: NetworkOrganization, cdm: NetworkCdm) => void;
}) {
  const options = useMemo(
    () => org.cdmList.map((cdm) => ({ value: String(cdm.id), label: cdm.name })),
    [org.cdmList],
  );
  const [only, second] = org.cdmList;
  if (!only) return <span className={styles.muted}>{networkCopy.noInfo}</span>;
  if (!second) return <span className={styles.clamp}>{only.name}</span>;
  return (
    <Select
      size="sm"
      // A Radix select in every row of 10,000 doubled what filtering and scrolling cost.
      deferred
      aria-label={networkCopy.organizations.cdmLabel(org.name)}
      options={options}
      value={org.cdm ? String(org.cdm.id) : ''}
      onValueChange={(value) => {
        const chosen = org.cdmList.find((cdm) => String(cdm.id) === value);
        if (chosen && chosen.id !== org.cdm?.id) onSelect(org, chosen);
      }}
      triggerClassName={styles.cdmTrigger}
    />
  );
}
