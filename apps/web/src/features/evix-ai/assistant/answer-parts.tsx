import { Link } from 'react-router-dom';
import type { AssistantCitation, AssistantToolUse } from '@cdmnet/api';
import { evixAiMessages } from '../messages.ko';
import * as styles from './assistant.css';

const t = evixAiMessages.assistant;

/**
 * A citation leads to one of the app's own screens. The model chose the tools that produced it, so
 * an address that is not the app's own path (`https://…`, `//host`, `javascript:`) is never a link.
 */
export const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** The tools an answer used, as small notes ("프로젝트 목록을 확인했습니다"). */
export function ToolNotes({ tools }: { tools: readonly AssistantToolUse[] }) {
  if (tools.length === 0) return null;
  return (
    <ul className={styles.notes} aria-label={t.tools}>
      {tools.map((tool, index) => (
        <li key={`${tool.name}-${index}`} className={styles.note}>
          {tool.summary}
        </li>
      ))}
    </ul>
  );
}

/** The screens an answer drew on, as links within the app (a list, not a landmark: every answer has one). */
export function Citations({ citations }: { citations: readonly AssistantCitation[] }) {
  const shown = citations.filter((c) => isAppPath(c.href));
  if (shown.length === 0) return null;
  return (
    <div className={styles.stack}>
      <span className={styles.citationsLabel} aria-hidden="true">
        {t.citations}
      </span>
      <ul className={styles.citations} aria-label={t.citations}>
        {shown.map((citation) => (
          <li key={citation.href}>
            <Link to={citation.href} className={styles.link}>
              {citation.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
