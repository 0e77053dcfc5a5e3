import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { analysisAtlasApi, atlasDesignMessages, ResultCode } from '@cdmnet/api';
import { mock, MockFailure } from '@cdmnet/api/mocks';
import { hanging, screen, toastSaying, world } from '../../../app/testing/story-helpers';
import { AnalysisDetailPage } from '../routes/analysis-detail-page';
import { ADMIN, analysisPageStories, dialogNamed, ESTIMATION, RESEARCHER } from '../testing/analyses-stories';

// ATLAS에서 가져오기 on an analysis's page, opened as a user would. The mock's ATLASes
// (analysis-atlas.fixtures.ts): 한빛대학교병원's holds a design of every kind, 서울중앙의료원's two,
// 부산해오름병원's does not answer, 광주무등의료원's holds none. Analysis 1 targets the first three;
// analysis 2 (박지현's prediction) 한빛대학교병원 and 광주무등의료원.

const TITLE = 'ATLAS에서 가져오기';
const CHARACTERIZATION = '위장관 출혈 환자 특성';
const ESTIMATION_DESIGN = '셀레콕시브 대 디클로페낙: 위장관 출혈 위험';

/** Opens the dialog from the page's package card. */
async function open(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: TITLE }));
  return dialogNamed(canvasElement, TITLE);
}

/** Opens the dialog and chooses the design named `name`. */
async function choose(canvasElement: HTMLElement, name: string) {
  const dialog = await open(canvasElement);
  await userEvent.click(await within(dialog).findByRole('button', { name }));
  await within(dialog).findByRole('heading', { level: 3, name });
  return dialog;
}

const meta = {
  title: 'Web/Projects/AnalysisTab/AtlasImportDialog',
  component: AnalysisDetailPage,
  ...analysisPageStories,
} satisfies Meta<typeof AnalysisDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hospitals' ATLASes are asked live: the dialog says so while they answer. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [hanging(analysisAtlasApi.listAtlasDesigns), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(
      within(dialog).getByText(
        '대상 기관의 ATLAS에 설계 목록을 묻고 있습니다. 기관이 많으면 시간이 걸릴 수 있습니다.',
      ),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '가져오기' })).toBeNull();
  },
};

/** Every design by hospital, then kind, with its description and date; the search narrows by name. */
export const List: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/2' } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const hanbit = await within(dialog).findByRole('region', { name: '한빛대학교병원' });
    await expect(within(hanbit).getByRole('heading', { level: 3, name: '한빛대학교병원' })).toBeVisible();
    const kinds = within(hanbit)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    await expect(kinds).toEqual([
      '코호트 정의',
      '특성 분석',
      '발생률 분석',
      '인구 수준 효과 추정',
      '환자 수준 예측',
    ]);
    const cohorts = within(hanbit).getByRole('region', { name: '한빛대학교병원 코호트 정의' });
    await expect(within(cohorts).getByRole('button', { name: 'NSAID 신규 사용자' })).toBeVisible();
    await expect(within(hanbit).getAllByText('2025-03-03').length).toBeGreaterThan(0);
    await expect(within(dialog).queryByRole('heading', { name: '응답하지 않은 ATLAS' })).toBeNull();

    await userEvent.type(within(dialog).getByRole('searchbox', { name: '설계 이름 검색' }), 'NSAID');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: CHARACTERIZATION })).toBeNull());
    await expect(within(dialog).getByRole('button', { name: 'NSAID 신규 사용자' })).toBeVisible();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '설계 이름 검색' }), '없는 이름');
    await expect(
      await within(dialog).findByText('‘NSAID없는 이름’이(가) 이름에 들어 있는 설계가 없습니다.'),
    ).toBeVisible();
  },
};

/** 부산해오름병원's ATLAS did not answer: a warning with the hospital and the server's reason, beside the others' designs. */
export const UnreachableAtlas: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const warnings = await within(dialog).findByRole('region', { name: '응답하지 않은 ATLAS' });
    await expect(within(warnings).getByText('부산해오름병원 (부산해오름병원 ATLAS)')).toBeVisible();
    await expect(within(warnings).getByText(/10\.10\.3\.22:8080에 연결할 수 없습니다/)).toBeVisible();
    await expect(within(dialog).getByRole('region', { name: '서울중앙의료원' })).toBeVisible();
    await expect(within(dialog).getByRole('region', { name: '한빛대학교병원' })).toBeVisible();
  },
};

/** No ATLAS holds a design: the sentence says what would be here. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(analysisAtlasApi.listAtlasDesigns, () => ({ content: { designs: [], unreachable: [] } })),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(
      await within(dialog).findByText('대상 기관의 ATLAS에 가져올 수 있는 설계가 없습니다.'),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('searchbox')).toBeNull();
  },
};

/** A characterization: its document to read, and that the engines run it as SQL. */
export const SqlDesignDetail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await choose(canvasElement, CHARACTERIZATION);
    const document = within(dialog).getByRole('region', { name: '가져올 문서 (JSON)' });
    await expect(document).toHaveTextContent('"kind": "CHARACTERIZATION"');
    await expect(within(dialog).queryByRole('note')).toBeNull();
    await expect(
      within(dialog).getByText('가져오면 플랫폼의 분석 엔진이 SQL로 실행할 수 있습니다.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '가져오기' })).toBeEnabled();
  },
};

/** An estimation is an R study package: said plainly, and it can still be imported as a record. */
export const RDesignDetail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await choose(canvasElement, ESTIMATION_DESIGN);
    await expect(within(dialog).getByRole('note')).toHaveTextContent(
      '이 설계는 R 연구 패키지입니다. 플랫폼의 분석 엔진은 R 패키지를 실행할 수 없습니다.',
    );
    await expect(within(dialog).getByRole('button', { name: '가져오기' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: '목록으로' }));
    await expect(await within(dialog).findByRole('searchbox', { name: '설계 이름 검색' })).toBeVisible();
  },
};

/** 가져오기: the server's message is the toast, the dialog closes, the versions table has the new version. */
export const ImportSuccess: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: ESTIMATION });
    const dialog = await choose(canvasElement, CHARACTERIZATION);
    await userEvent.click(within(dialog).getByRole('button', { name: '가져오기' }));
    await toastSaying(canvasElement, atlasDesignMessages.imported(CHARACTERIZATION));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog', { name: TITLE })).toBeNull());
    const versions = within(canvasElement).getByRole('table', { name: '버전' });
    await expect(await within(versions).findByText('atlas-characterization-1.json')).toBeVisible();
  },
};

/** The design was removed from ATLAS meanwhile: the server's words stay in the dialog, which stays open. */
export const Refusal: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(analysisAtlasApi.importAtlasDesign, () => {
          throw new MockFailure(404, ResultCode.NOT_FOUND, atlasDesignMessages.designNotFound);
        }),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await choose(canvasElement, CHARACTERIZATION);
    await userEvent.click(within(dialog).getByRole('button', { name: '가져오기' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      atlasDesignMessages.designNotFound,
    );
    await expect(screen(canvasElement).getByRole('dialog', { name: TITLE })).toBeVisible();
  },
};

/** 박지현 is a member, neither the author nor a manager: no upload and no ATLAS import. */
export const MemberMayNotImport: Story = {
  parameters: { msw: { handlers: world(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: ESTIMATION });
    await expect(canvas.getByRole('table', { name: '버전' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: TITLE })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '업로드' })).toBeNull();
  },
};
