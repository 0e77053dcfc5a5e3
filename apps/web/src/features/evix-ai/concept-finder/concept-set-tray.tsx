import { Button, Card, confirm, formatDate, toast } from '@cdmnet/ui';
import { saveFile } from '../../../app/save-file';
import { evixAiMessages } from '../messages.ko';
import { atlasConceptSet } from './atlas-concept-set';
import { conceptSet, useConceptSet } from './concept-set-store';
import * as styles from './concept-finder.css';

const t = evixAiMessages.conceptFinder;

/**
 * The concept set being collected from the results: each concept with a way to take it out, the set as
 * ATLAS's concept set JSON (Import → JSON) or as comma-separated ids (Import → Concept Identifiers, an
 * analysis's parameters), and emptying it after a question.
 */
export function ConceptSetTray() {
  const concepts = useConceptSet();
  const copyIds = () => {
    const ids = concepts.map((c) => c.conceptId).join(',');
    navigator.clipboard.writeText(ids).then(
      () => toast.success(t.copied),
      () => toast.error(t.copyFailed),
    );
  };
  const download = () => {
    const json = JSON.stringify(atlasConceptSet(concepts), null, 2);
    saveFile(new Blob([json], { type: 'application/json' }), t.fileName(formatDate(new Date(), 'YYMMDD')));
  };
  return (
    <Card>
      <section aria-label={t.set} className={styles.stack}>
        <h2 className={styles.sectionTitle}>{t.setTitle(concepts.length)}</h2>
        {concepts.length === 0 ? (
          <p className={styles.muted}>{t.setEmpty}</p>
        ) : (
          <>
            <ul className={styles.lines}>
              {concepts.map((c) => (
                <li key={c.conceptId} className={styles.trayItem}>
                  <span>
                    {c.koreanName ?? c.name} <span className={styles.muted}>{c.conceptId}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t.removeFromSet(c.koreanName ?? c.name)}
                    onClick={() => conceptSet.remove(c.conceptId)}
                  >
                    {t.remove}
                  </Button>
                </li>
              ))}
            </ul>
            <p className={styles.muted}>{t.setHelp}</p>
            <div className={styles.toolbar}>
              <Button size="sm" onClick={download}>
                {t.download}
              </Button>
              <Button size="sm" variant="secondary" onClick={copyIds}>
                {t.copyIds}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  void confirm({
                    message: t.confirmClear,
                    acceptVariant: 'danger',
                    acceptLabel: t.clear,
                    onAccept: () => conceptSet.clear(),
                  })
                }
              >
                {t.clearSet}
              </Button>
            </div>
          </>
        )}
      </section>
    </Card>
  );
}
