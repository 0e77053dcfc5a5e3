import { useMemo, type ComponentPropsWithRef } from 'react';
import * as styles from './rich-text.css';
import { sanitizeHtml } from './sanitize-html';

export interface RichTextViewProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** Stored rich text (HTML) from anyone: it is sanitised here before it reaches the page. */
  html: string;
}

/** Shows rich text after DOMPurify has removed everything outside the allow-list (sanitize-html.ts). */
export function RichTextView({ html, className, ...props }: RichTextViewProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      {...props}
      className={[styles.content, className].filter(Boolean).join(' ')}
      // Safe: sanitised just above, and nothing else is ever passed here.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
