import { IconButton, toast } from '@cdmnet/ui';
import { ExternalLinkIcon } from '../components/icons';
import { externalLinkMessages as t } from './messages.ko';

// A link out of the platform (an engine's console, a hospital's ATLAS) opens in a new tab; where there
// is none (no address registered, or not a web address) the control stays and warns that the link
// does not exist (ux.md), so every row and menu item reads the same. Kept in app/ because the master's
// service tables and the vocabulary search both link out.

/** Opens `href` in a new tab without access back to this one, or warns that the link does not exist. */
export function openExternalLink(href: string | null): void {
  if (href) window.open(href, '_blank', 'noopener,noreferrer');
  else toast.warn(t.missing);
}

/** An icon button opening `href` in a new tab: a real link when there is one, else the warning. */
export function ExternalLinkButton({ href, label }: { href: string | null; label: string }) {
  if (href) {
    return (
      <IconButton asChild aria-label={label} title={label} size="sm">
        <a href={href} target="_blank" rel="noopener noreferrer">
          <ExternalLinkIcon />
        </a>
      </IconButton>
    );
  }
  return (
    <IconButton aria-label={label} title={label} size="sm" onClick={() => openExternalLink(null)}>
      <ExternalLinkIcon />
    </IconButton>
  );
}
