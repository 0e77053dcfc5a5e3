import type { ReleasedFile } from '@cdmnet/api';
import { formatFileSize, formatNumber, visuallyHidden } from '@cdmnet/ui';
import { orgAdminCopy } from '../messages.ko';
import * as styles from '../orgadmin.css';

const t = orgAdminCopy.review;

/** The fields of a CSV line; the platform's files quote a field only when it holds a comma or a quote. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line === '') continue;
    const row: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const c = line[i];
      if (quoted && c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = !quoted;
      else if (c === ',' && !quoted) {
        row.push(field);
        field = '';
      } else field += c;
    }
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const isCsv = (name: string) => /\.csv$/i.test(name);

/**
 * One file exactly as it would leave: its name, size and how many cells the platform masked again, then
 * its text (a CSV as a small table, its `<5` cells as they are) or the sentence for a file not shown.
 */
export function ReleasedFileView({ file }: { file: ReleasedFile }) {
  const [header, ...body] = file.text !== null && isCsv(file.name) ? csvRows(file.text) : [];
  return (
    <section className={styles.releasedFile} aria-label={file.name}>
      <h4 className={styles.fileName}>{file.name}</h4>
      <p className={styles.muted}>
        {t.fileSize(formatFileSize(file.size))} ·{' '}
        {file.maskedCells > 0 ? (
          <strong className={styles.masked}>{t.maskedCells(formatNumber(file.maskedCells))}</strong>
        ) : (
          t.noMaskedCells
        )}
      </p>
      {file.text === null ? (
        <p className={styles.muted}>{t.unviewable}</p>
      ) : header ? (
        // Focusable: a table wider than the dialog scrolls, by keyboard too (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={styles.csvScroller} tabIndex={0} role="group" aria-label={t.csvCaption(file.name)}>
          <table className={styles.csvTable}>
            <caption className={visuallyHidden}>{t.csvCaption(file.name)}</caption>
            <thead>
              <tr>
                {header.map((cell, i) => (
                  <th key={i} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {body.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre className={styles.fileText} tabIndex={0} aria-label={t.textOf(file.name)}>
          {file.text}
        </pre>
      )}
    </section>
  );
}
