// The cells of the network organisations table (spec §2 screen 3), shared by the bench page and
// its baseline so that both render the very same content.
import { Button } from '@cdmnet/ui';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { NetworkOrganization } from './data';

export const numberFormat = new Intl.NumberFormat('ko-KR');

export function Logo({ org }: { org: NetworkOrganization }) {
  const [failed, setFailed] = useState(false);
  if (org.logoImageId === null || failed) {
    return (
      <span className="logo logo-placeholder" aria-hidden="true">
        {org.name.charAt(0)}
      </span>
    );
  }
  return (
    <img
      className="logo"
      src={`/logo/${org.logoImageId}.png`}
      width={36}
      height={36}
      alt=""
      // Fetched and decoded off the frame that shows the row.
      loading="lazy"
      decoding="async"
      onError={(_event: SyntheticEvent) => setFailed(true)}
    />
  );
}

const badgeTones = { E: 'success', V: 'warning', D: 'danger' } as const;

export function RfzBadges({ level }: { level: string }) {
  const letters = ['E', 'V', 'D'].filter((letter, index) => level.charAt(index) === letter) as (
    'E' | 'V' | 'D'
  )[];
  if (letters.length === 0) return <span className="muted">해당 없음</span>;
  return (
    <span className="badges">
      {letters.map((letter) => (
        <span key={letter} className={`badge badge-${badgeTones[letter]}`}>
          {letter}
        </span>
      ))}
    </span>
  );
}

/**
 * The CDM dropdown (spec §2 screen 3), as light as the kit's Select: a trigger button, and the list
 * only while it is open. Changing it only updates the local list (spec §4).
 */
export function CdmSelect({ org }: { org: NetworkOrganization }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(org.cdm?.name ?? '');
  if (org.cdmList.length === 0) return <span className="muted">정보 없음</span>;
  return (
    <span className="cdm">
      <button
        type="button"
        className="cdm-trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${org.name} CDM: ${chosen}`}
        onClick={() => setOpen((value) => !value)}
      >
        {chosen}
      </button>
      {open ? (
        <ul className="cdm-list" role="listbox" aria-label={`${org.name} CDM`}>
          {org.cdmList.map((cdm) => (
            <li
              key={cdm.name}
              role="option"
              aria-selected={cdm.name === chosen}
              tabIndex={-1}
              onClick={() => {
                setChosen(cdm.name);
                setOpen(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  setChosen(cdm.name);
                  setOpen(false);
                }
              }}
            >
              {cdm.name}
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}

export const patientCount = (value: unknown) =>
  typeof value === 'number' ? `${numberFormat.format(value)}명` : '';

export function RequestButton() {
  return (
    <Button size="sm" variant="secondary">
      요청
    </Button>
  );
}
