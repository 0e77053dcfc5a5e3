import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withScreen } from '../../../app/testing/story-providers';
import { animationsDone, bodyRows, pick, screen } from '../../../app/testing/story-helpers';

// What the 요청 tab's stories share. The demo (the mock's fixtures): project 1 is managed by 김민준
// (researcher) with 박지현 (admin) a member granted IRB 요청; its analyses target 광주무등의료원 (never
// asked), 부산해오름병원 (waiting), 서울중앙의료원 (approved until 2028-09-14) and 한빛대학교병원, which
// alone requires IRB (approved until 2026-12-20, after an expiry and a rejection). Project 3's analyses
// target nobody yet.

export const RESEARCHER = 'researcher@demo.cdmnet.kr';
export const ADMIN = 'admin@demo.cdmnet.kr';

export const PROJECT_1 = '메트포르민과 설포닐우레아의 심혈관 안전성 비교';

/**
 * Mounts the tab at /project/{id}/request as the projects layout would (the layout itself is another
 * feature's); a story opens another project with `parameters.screen.initialEntry`.
 */
export const withRequestTab = (initialEntry = '/project/1/request') =>
  withScreen({ path: '/project/:projectId/request', initialEntry });

export const requestsTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'IRB 요청 목록' });

/** The table once its rows have arrived (`irbNumber` is in one of them). */
export async function loadedRequests(canvasElement: HTMLElement, irbNumber = 'HR-2026-153') {
  const table = await requestsTable(canvasElement);
  await waitFor(() => expect(within(table).getAllByText(irbNumber).length).toBeGreaterThan(0));
  return table;
}

/** The target organisations' standing, once it has arrived. */
export async function loadedStanding(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getByRole('list', { name: '분석 대상 기관' })).not.toHaveAttribute('aria-busy'),
  );
  return canvas.getByRole('list', { name: '분석 대상 기관' });
}

/** One organisation's line in the standing. */
export function standingOf(list: HTMLElement, orgName: string): HTMLElement {
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(orgName, { exact: true }));
  if (!item) throw new Error(`no standing names ${orgName}`);
  return item;
}

/** Each row's cells' texts. */
export const requestRows = (table: HTMLElement) =>
  bodyRows(table).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );

/** The row of the request numbered `irbNumber` whose document is `documentName`. */
export function requestRow(table: HTMLElement, documentName: string): HTMLElement {
  const row = bodyRows(table).find(
    (r) => within(r).queryByRole('button', { name: `${documentName} 내려받기` }) !== null,
  );
  if (!row) throw new Error(`no row holds ${documentName}`);
  return row;
}

/** Opens `IRB 승인 요청` and returns the dialog once it has finished appearing. */
export async function openRequestDialog(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'IRB 승인 요청' }));
  const dialog = await screen(canvasElement).findByRole('dialog', { name: 'IRB 승인 요청' });
  await animationsDone(dialog);
  return dialog;
}

/** A small file that is a PDF by its bytes (the server reads them, not the name). */
export const pdf = (name: string) =>
  new File(['%PDF-1.4\n% IRB 승인서\n%%EOF\n'], name, { type: 'application/pdf' });

/** The dialog's hidden file input (the drop zone's 파일 선택 opens it). */
export function fileInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** A date field by its label (the label also carries the required mark, hidden from screen readers). */
export const dateField = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}`));

export interface RequestForm {
  org?: string;
  irbNumber?: string;
  institution?: string;
  validFrom?: string;
  validUntil?: string;
  document?: File;
}

/** Fills what is given of the request form. */
export async function fillRequest(canvasElement: HTMLElement, dialog: HTMLElement, form: RequestForm) {
  const fields = within(dialog);
  if (form.org) await pick(canvasElement, fields.getByRole('combobox', { name: '기관' }), form.org);
  if (form.irbNumber) await userEvent.type(fields.getByRole('textbox', { name: 'IRB 번호' }), form.irbNumber);
  if (form.institution) {
    await userEvent.type(fields.getByRole('textbox', { name: '승인 기관' }), form.institution);
  }
  if (form.validFrom) await userEvent.type(dateField(dialog, '유효 기간 시작일'), form.validFrom);
  if (form.validUntil) await userEvent.type(dateField(dialog, '유효 기간 종료일'), form.validUntil);
  if (form.document) await userEvent.upload(fileInput(dialog), form.document);
}

/** A complete request for 광주무등의료원, which the project has never asked. */
export const gwangjuRequest: Required<RequestForm> = {
  org: '광주무등의료원',
  irbNumber: 'MD-IRB-2026-044',
  institution: '광주무등의료원 연구윤리심의위원회',
  validFrom: '2026-11-01',
  validUntil: '2099-10-31',
  document: pdf('무등_IRB_승인서.pdf'),
};
