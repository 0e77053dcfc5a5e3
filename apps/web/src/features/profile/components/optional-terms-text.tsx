import type { UseQueryResult } from '@tanstack/react-query';
import type { TermsDocument, TermsKey } from '@cdmnet/api';
import { Button, Spinner } from '@cdmnet/ui';
import { profileScreenMessages } from '../messages.ko';
import * as styles from './profile.css';

const t = profileScreenMessages.terms;

/**
 * An optional term's text under its checkbox, folded so the list stays short: the user opens it to read
 * what they agree to (GET /terms/select). Loading and a failure (with 다시 시도) are said in its place.
 */
export function OptionalTermsText({
  name,
  title,
  terms,
}: {
  name: TermsKey;
  title: string;
  terms: UseQueryResult<TermsDocument[]>;
}) {
  if (terms.isPending) {
    return <Spinner size="sm" label={t.textLoading} showLabel />;
  }
  if (terms.isError) {
    return (
      <p className={styles.termsTextState}>
        {t.textFailed}
        <Button size="sm" variant="secondary" onClick={() => void terms.refetch()}>
          {t.retry}
        </Button>
      </p>
    );
  }
  const term = terms.data.find((document) => document.name === name);
  // Not among the server's optional terms: nothing to read, the checkbox alone.
  if (!term) return null;
  return (
    <details className={styles.termsText}>
      <summary className={styles.termsTextSummary}>{t.readText(title)}</summary>
      {/* Plain text, paragraphs split on blank lines: never interpreted as HTML. */}
      {term.content.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className={styles.termsParagraph}>
          {paragraph}
        </p>
      ))}
    </details>
  );
}
