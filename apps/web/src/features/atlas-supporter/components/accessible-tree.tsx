import type { AccessibleCdmEngine } from '@cdmnet/api';
import { BreakableText, UserText } from '@cdmnet/ui';
import * as styles from '../atlas-supporter.css';
import { supporterCopy } from '../messages.ko';

const t = supporterCopy.tree;

export interface AccessibleTreeProps {
  engines: readonly AccessibleCdmEngine[];
  sourceAtlasId: number | undefined;
  onChooseSource: (atlasId: number) => void;
}

/**
 * Spec §3's tree: each engine of the user's organisations with its ATLASes and CDMs. An ATLAS is a
 * toggle button named by what it shows (pressed = the source); the CDMs are listed so the reader sees
 * what each engine serves.
 */
export function AccessibleTree({ engines, sourceAtlasId, onChooseSource }: AccessibleTreeProps) {
  return (
    <ul className={styles.plainList} aria-label={t.label}>
      {engines.map((engine) => {
        const title = engine.engineName ?? engine.orgName;
        return (
          <li key={`${engine.orgId}-${engine.engineId ?? 'none'}`} className={styles.engine}>
            <h3 className={styles.engineName}>
              <UserText>{title}</UserText>
            </h3>
            {engine.engineName ? (
              <p className={styles.muted}>
                <UserText>{engine.orgName}</UserText>
              </p>
            ) : null}
            <div className={styles.branch}>
              <p className={styles.branchTitle}>{t.atlases}</p>
              {engine.atlases.length === 0 ? (
                <p className={styles.muted}>{t.noAtlas}</p>
              ) : (
                <ul className={styles.plainList} aria-label={`${title} ${t.atlases}`}>
                  {engine.atlases.map((atlas) => (
                    <li key={atlas.atlasId}>
                      <button
                        type="button"
                        className={styles.atlasButton}
                        aria-pressed={atlas.atlasId === sourceAtlasId}
                        onClick={() => onChooseSource(atlas.atlasId)}
                      >
                        <UserText>{atlas.atlasName}</UserText>
                        {/* An ATLAS registered without a check has no version yet: nothing to say. */}
                        {atlas.version ? (
                          <span className={styles.muted}>{t.version(atlas.version)}</span>
                        ) : null}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <p className={styles.branchTitle}>{t.cdms}</p>
              {engine.cdms.length === 0 ? (
                <p className={styles.muted}>{t.noCdm}</p>
              ) : (
                <ul className={styles.plainList} aria-label={`${title} ${t.cdms}`}>
                  {engine.cdms.map((cdm) => (
                    <li key={cdm.cdmId} className={styles.cdm}>
                      <BreakableText>{cdm.cdmName}</BreakableText>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
