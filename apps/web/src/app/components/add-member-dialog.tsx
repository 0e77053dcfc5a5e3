import {
  useMutation,
  useQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  INVITE_SEARCH_MIN,
  memberPrivileges,
  orgUserPrivilegeLabels,
  type InviteCandidate,
} from '@cdmnet/api';
import {
  BreakableText,
  Button,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogRoot,
  Select,
  Spinner,
  TextField,
} from '@cdmnet/ui';
import { componentCopy } from './messages.ko';
import { useDebouncedValue } from '../use-debounced-value';
import * as styles from './add-member-dialog.css';

const t = componentCopy.addMember;

export type MemberPrivilege = (typeof memberPrivileges)[number];

/** What both adds send: the user found and the privilege given (domain.md: researcher, partner, admin). */
export interface AddMemberBody {
  userId: number;
  priv: MemberPrivilege;
}

const privilegeOptions = memberPrivileges.map((value) => ({ value, label: orgUserPrivilegeLabels[value] }));

/** How long typing must pause before the search is sent. */
const SEARCH_DELAY_MS = 300;

/**
 * Adding a user to an organisation directly: find them by name or email (2 characters or more, asked
 * once typing pauses), choose one and the privilege, then 등록. The master (기관 연구원 등록) and the
 * organisation admin (회원 추가) call different endpoints with the same rules, so each passes its own
 * search and add; the reply's 등록되었습니다. or the refusal is toasted by the API client. Closes only on
 * success, so a refused add can be changed and sent again. Generic in the search's key, which each
 * caller's query factory types exactly.
 */
export function AddMemberDialog<SearchKey extends QueryKey>({
  title,
  description,
  search,
  add: addOptions,
  onClose,
}: {
  title: string;
  description: string;
  search: (keyword: string) => UseQueryOptions<InviteCandidate[], Error, InviteCandidate[], SearchKey>;
  add: UseMutationOptions<unknown, Error, AddMemberBody>;
  onClose: () => void;
}) {
  const add = useMutation(addOptions);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<InviteCandidate | null>(null);
  const [priv, setPriv] = useState<MemberPrivilege>('ORG_RESEARCHER');
  const [missing, setMissing] = useState(false);
  const missingId = useId();

  const searched = useDebouncedValue(keyword.trim(), SEARCH_DELAY_MS);
  const enough = searched.length >= INVITE_SEARCH_MIN;
  const candidates = useQuery({ ...search(searched), enabled: enough });

  const submit = () => {
    if (!chosen) return setMissing(true);
    add.mutate({ userId: chosen.id, priv }, { onSuccess: onClose });
  };

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open && !add.isPending) onClose();
      }}
    >
      <DialogContent title={title} description={description} dismissible={!add.isPending}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <div className={styles.fields}>
              <TextField
                type="search"
                label={t.search}
                helpText={t.searchHelp}
                autoComplete="off"
                value={keyword}
                onChange={(event) => {
                  setKeyword(event.currentTarget.value);
                  setChosen(null);
                }}
              />
              {enough ? (
                <CandidateList
                  loading={candidates.isPending}
                  failed={candidates.isError}
                  candidates={candidates.data ?? []}
                  chosen={chosen}
                  describedBy={missing && !chosen ? missingId : undefined}
                  onChoose={(candidate) => {
                    setChosen(candidate);
                    setMissing(false);
                  }}
                />
              ) : null}
              {missing && !chosen ? (
                <p id={missingId} role="alert" className={styles.error}>
                  {t.chooseUser}
                </p>
              ) : null}
              <Select
                label={t.privilege}
                required
                options={privilegeOptions}
                value={priv}
                onValueChange={(value) => setPriv(value as MemberPrivilege)}
              />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" disabled={add.isPending} onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}

function CandidateList({
  loading,
  failed,
  candidates,
  chosen,
  describedBy,
  onChoose,
}: {
  loading: boolean;
  failed: boolean;
  candidates: readonly InviteCandidate[];
  chosen: InviteCandidate | null;
  describedBy: string | undefined;
  onChoose: (candidate: InviteCandidate) => void;
}) {
  const name = useId();
  if (loading) {
    return <Spinner size="sm" label={t.searching} showLabel />;
  }
  if (failed) return <p className={styles.error}>{t.searchFailed}</p>;
  if (candidates.length === 0) {
    return (
      <p role="status" className={styles.help}>
        {t.noCandidates}
      </p>
    );
  }
  return (
    <fieldset className={styles.candidates} aria-describedby={describedBy}>
      <legend className={styles.legend}>{t.candidates}</legend>
      {candidates.map((candidate) => (
        <label key={candidate.id} className={styles.candidate}>
          <input
            className={styles.candidateRadio}
            type="radio"
            name={name}
            value={candidate.id}
            checked={chosen?.id === candidate.id}
            onChange={() => onChoose(candidate)}
          />
          <span>{candidate.name}</span>
          <span className={styles.candidateMeta}>
            <BreakableText>{candidate.email}</BreakableText> · {candidate.orgEmployedName ?? t.noOrganization}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
