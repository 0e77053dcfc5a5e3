import {
  Button,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRoot,
  DropdownMenuTrigger,
} from '@cdmnet/ui';
import { ExternalLinkIcon } from '../../../app/components/icons';
import { openExternalLink } from '../../../app/external-link/external-link';
import { atlasSearchCopy } from '../messages.ko';

const t = atlasSearchCopy.search;

/** A hospital whose ATLAS holds the concept, with the address of its ATLAS ('' when none is registered). */
export interface AtlasTarget {
  atlasId: number;
  orgName: string;
  atlasHref: string;
}

/**
 * The concept's page in a hospital's ATLAS (`{atlasHref}/#/concept/{id}`, ATLAS's own route), or null
 * when the hospital registered no web address for its ATLAS.
 */
export function atlasConceptHref(atlasHref: string, conceptId: number): string | null {
  if (!/^https?:\/\//i.test(atlasHref)) return null;
  return `${atlasHref.replace(/\/+$/, '')}/#/concept/${conceptId}`;
}

/**
 * "ATLAS에서 열기": a menu of the hospitals having the concept, each opening it in that hospital's
 * ATLAS in a new tab; a hospital without a link warns that it does not exist (ux.md), so every
 * hospital reads the same in the menu.
 */
export function OpenInAtlas({ conceptId, targets }: { conceptId: number; targets: readonly AtlasTarget[] }) {
  return (
    <DropdownMenuRoot>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" disabled={targets.length === 0}>
          <ExternalLinkIcon />
          {t.openInAtlas}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {targets.map((target) => {
          const href = atlasConceptHref(target.atlasHref, conceptId);
          return (
            <DropdownMenuItem
              key={target.atlasId}
              // The kit's item is not a link: it opens the tab itself, as the service tables' links do.
              onSelect={() => openExternalLink(href)}
            >
              {t.openInAtlasOf(target.orgName)}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenuRoot>
  );
}
