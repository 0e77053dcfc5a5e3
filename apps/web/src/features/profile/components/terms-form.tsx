import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  requiredTermsKeys,
  termsKeys,
  termsTexts,
  usersMutations,
  type TermsKey,
  type UserInfo,
} from '@cdmnet/api';
import { Badge, Button, Card, Checkbox } from '@cdmnet/ui';
import { profileScreenMessages } from '../messages.ko';
import { optionalTermsQuery } from '../optional-terms-query';
import { OptionalTermsText } from './optional-terms-text';
import * as styles from './profile.css';

const t = profileScreenMessages.terms;

const optionalKeys = termsKeys.filter((key) => !requiredTermsKeys.includes(key));

/**
 * 약관 동의: the required terms shown as agreed and locked, the optional ones (third-party sharing,
 * marketing) to change and save, each with its text to read first.
 */
export function TermsForm({ user }: { user: UserInfo }) {
  const agreed = (key: TermsKey) => user.terms.find((term) => term.name === key)?.agreement ?? false;
  const [choices, setChoices] = useState(() => new Map(optionalKeys.map((key) => [key, agreed(key)])));
  const save = useMutation(usersMutations.modifyTerms());
  const optionalTexts = useQuery(optionalTermsQuery());
  const changed = optionalKeys.some((key) => choices.get(key) !== agreed(key));

  const submit = () =>
    save.mutate({ terms: optionalKeys.map((name) => ({ name, agreement: choices.get(name) ?? false })) });

  return (
    <Card
      title={t.title}
      description={t.description}
      footer={
        <Button disabled={!changed} loading={save.isPending} onClick={submit}>
          {t.save}
        </Button>
      }
    >
      <ul className={styles.termsList} aria-label={t.agreements}>
        {termsKeys.map((key) => {
          const required = requiredTermsKeys.includes(key);
          return (
            <li key={key} className={styles.termsItem}>
              <div className={styles.termsRow}>
                <Checkbox
                  label={termsTexts[key].title}
                  checked={required ? agreed(key) : (choices.get(key) ?? false)}
                  disabled={required}
                  onCheckedChange={(checked) =>
                    setChoices((current) => new Map(current).set(key, checked === true))
                  }
                />
                {/* The title never says it; the badge does, as on the sign-up and terms pages. */}
                <Badge tone={required ? 'danger' : 'neutral'}>{required ? t.required : t.optional}</Badge>
              </div>
              {required ? null : (
                <OptionalTermsText name={key} title={termsTexts[key].title} terms={optionalTexts} />
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
