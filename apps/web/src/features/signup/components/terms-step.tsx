import { useQuery } from '@tanstack/react-query';
import { useState, type Dispatch } from 'react';
import { accountQueries, requiredTermsKeys, termsKeys, type TermsDocument } from '@cdmnet/api';
import {
  Badge,
  Button,
  Checkbox,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogRoot,
  DialogTrigger,
  Skeleton,
} from '@cdmnet/ui';
import { InlineAlert } from '../../../app/public-page/inline-alert';
import * as publicPage from '../../../app/public-page/public-page.css';
import { signupMessages } from '../messages.ko';
import type { SignupAction, SignupState } from '../signup-state';
import { StepActions, StepSection } from './step-layout';
import * as styles from './signup.css';

const t = signupMessages.terms;

/** The term's full text in a dialog, so the list stays short. */
function TermDialog({ term }: { term: TermsDocument }) {
  return (
    <DialogRoot>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" aria-label={t.view(term.title)}>
          {t.viewShort}
        </Button>
      </DialogTrigger>
      <DialogContent title={term.title} size="lg">
        <DialogBody>
          <p className={styles.termText}>{term.content}</p>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">{t.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}

/** Step 1: the six terms of spec §3, each marked required or optional, with an agree-all box. */
export function TermsStep({ state, dispatch }: { state: SignupState; dispatch: Dispatch<SignupAction> }) {
  const terms = useQuery(accountQueries.terms());
  const [missing, setMissing] = useState(false);
  const agreed = Object.values(state.termsOptions);
  const all = agreed.every(Boolean) ? true : agreed.some(Boolean) ? 'indeterminate' : false;
  const requiredAgreed = requiredTermsKeys.every((key) => state.termsOptions[key]);

  const next = () => {
    if (!requiredAgreed) {
      setMissing(true);
      return;
    }
    dispatch({ type: 'goTo', step: 'email' });
  };

  return (
    <StepSection title={signupMessages.steps.terms} busy={terms.isPending}>
      <InlineAlert message={state.refusal?.message} />
      {terms.isError ? (
        <div role="alert" className={styles.step}>
          <p className={publicPage.muted}>{t.loadFailed}</p>
          <div>
            <Button type="button" variant="secondary" onClick={() => void terms.refetch()}>
              {signupMessages.retry}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <Checkbox
            label={t.agreeAll}
            helpText={t.agreeAllHelp}
            checked={all}
            disabled={terms.isPending}
            onCheckedChange={(checked) => {
              setMissing(false);
              dispatch({ type: 'allTermsChanged', agreed: checked === true });
            }}
          />
          <ul className={styles.termsList} aria-label={t.list}>
            {terms.isPending
              ? termsKeys.map((key) => (
                  <li key={key} className={styles.termRow}>
                    <Skeleton width="60%" />
                  </li>
                ))
              : terms.data.map((term) => (
                  <li key={term.name} className={styles.termRow}>
                    <Checkbox
                      label={
                        <span className={styles.termLabel}>
                          <Badge tone={term.required ? 'danger' : 'neutral'}>
                            {term.required ? t.required : t.optional}
                          </Badge>
                          {term.title}
                        </span>
                      }
                      checked={state.termsOptions[term.name]}
                      onCheckedChange={(checked) => {
                        setMissing(false);
                        dispatch({ type: 'termChanged', key: term.name, agreed: checked === true });
                      }}
                    />
                    <TermDialog term={term} />
                  </li>
                ))}
          </ul>
        </>
      )}
      {missing && <InlineAlert message={t.requiredMissing} />}
      <StepActions>
        <Button type="button" onClick={next} disabled={!terms.isSuccess}>
          {signupMessages.next}
        </Button>
      </StepActions>
    </StepSection>
  );
}
