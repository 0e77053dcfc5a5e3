import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { accountQueries, type TermsDocument, type TermsKey } from '@cdmnet/api';
import { Badge, Button, LinkButton, Skeleton } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { termsCopy as t } from '../messages.ko';
import * as styles from '../components/terms.css';

const sectionId = (key: TermsKey) => `terms-${key}`;
/** /privacy opens the same page at the privacy policy (spec §2). */
const PRIVACY: TermsKey = 'personal-policy';

function TermsSection({ term }: { term: TermsDocument }) {
  return (
    <section
      id={sectionId(term.name)}
      className={styles.section}
      aria-labelledby={`${sectionId(term.name)}-heading`}
    >
      <h2 id={`${sectionId(term.name)}-heading`} className={styles.sectionHeading} tabIndex={-1}>
        <span>{term.title}</span>
        <Badge tone={term.required ? 'danger' : 'neutral'}>{term.required ? t.required : t.optional}</Badge>
      </h2>
      <p className={styles.muted}>{term.required ? t.requiredNote : t.optionalNote}</p>
      {/* Plain text, paragraphs split on blank lines: never interpreted as HTML. */}
      {term.content.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}

/** /terms and /privacy: every terms text of GET /terms, with a table of contents. */
export function TermsPage() {
  const { pathname } = useLocation();
  const isPrivacy = pathname.replace(/\/$/, '').endsWith('/privacy');
  useDocumentTitle(isPrivacy ? t.privacyTitle : t.termsTitle);
  const terms = useQuery(accountQueries.terms());

  useEffect(() => {
    if (!isPrivacy || !terms.isSuccess) return;
    const heading = document.getElementById(`${sectionId(PRIVACY)}-heading`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [isPrivacy, terms.isSuccess]);

  return (
    <article className={styles.page} data-public-width="wide" aria-busy={terms.isPending}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t.heading}</h1>
        <p className={styles.muted}>{t.description}</p>
      </header>
      {terms.isError ? (
        <div role="alert" className={styles.header}>
          <p className={styles.muted}>{t.loadFailed}</p>
          <div>
            <Button variant="secondary" onClick={() => void terms.refetch()}>
              {t.retry}
            </Button>
          </div>
        </div>
      ) : terms.isPending ? (
        <div className={styles.page}>
          <Skeleton shape="rect" height="8rem" />
          <Skeleton lines={6} />
          <Skeleton lines={6} />
        </div>
      ) : (
        <>
          <nav className={styles.toc} aria-labelledby="terms-contents">
            <h2 id="terms-contents" className={styles.tocHeading}>
              {t.contents}
            </h2>
            <ol className={styles.tocList}>
              {terms.data.map((term) => (
                <li key={term.name}>
                  <LinkButton asChild>
                    <a href={`#${sectionId(term.name)}`}>{term.title}</a>
                  </LinkButton>
                </li>
              ))}
            </ol>
          </nav>
          {terms.data.map((term) => (
            <TermsSection key={term.name} term={term} />
          ))}
        </>
      )}
      <p className={styles.muted}>
        <LinkButton asChild>
          <Link to="/login">{t.toLogin}</Link>
        </LinkButton>
      </p>
    </article>
  );
}
