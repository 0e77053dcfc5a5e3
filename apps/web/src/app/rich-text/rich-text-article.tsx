import { useId } from 'react';
import { formatDateLong, UserText } from '@cdmnet/ui';
import { richTextArticleMessages as t } from './messages.ko';
import * as styles from './rich-text.css';
import { RichTextView } from './rich-text-view';

export interface RichTextArticleProps {
  title: string;
  /** Null once the author's account is gone. */
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
  /** Stored rich text; sanitised by RichTextView. */
  html: string;
}

/** A posted text (an announcement, a resource): its title, who wrote it and when, then the text. */
export function RichTextArticle({ title, authorName, createdAt, updatedAt, html }: RichTextArticleProps) {
  const titleId = useId();
  const facts: [string, string][] = [
    [t.author, authorName ?? t.unknownAuthor],
    [t.createdAt, formatDateLong(createdAt)],
    ...(updatedAt !== createdAt ? [[t.updatedAt, formatDateLong(updatedAt)] as [string, string]] : []),
  ];
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.articleTitle}>
        <UserText>{title}</UserText>
      </h2>
      <dl className={styles.meta}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.metaItem}>
            <dt className={styles.metaTerm}>{term}</dt>
            <dd className={styles.metaPart}>{value}</dd>
          </div>
        ))}
      </dl>
      <RichTextView html={html} />
    </article>
  );
}
