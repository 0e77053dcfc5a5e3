import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { analysesApi, analysisMessages, ResultCode } from '@cdmnet/api';
import { mock, MockFailure, TINY_PNG } from '@cdmnet/api/mocks';
import { bodyRows, never, pick, screen, toastSaying, world } from '../../../app/testing/story-helpers';
import { recordPageStories } from '../../../app/layout/page-anatomy-stories';
import {
  ADMIN,
  ADVANCED,
  analysisPageStories,
  answer,
  dialogNamed,
  ESTIMATION,
  FL_ANALYSIS,
  fileInput,
  packageFile,
  PROJECT_1,
  RESEARCHER,
  spokenText,
  worldWithRoles,
} from '../testing/analyses-stories';
import { AnalysisDetailPage } from './analysis-detail-page';

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name });

const section = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name });

const versionRows = (canvasElement: HTMLElement) =>
  bodyRows(within(canvasElement).getByRole('table', { name: '버전' })).map((row) =>
    within(row).getAllByRole('cell').map(spokenText),
  );

const meta = {
  title: 'Web/Projects/AnalysisTab/AnalysisDetailPage',
  component: AnalysisDetailPage,
  ...analysisPageStories,
} satisfies Meta<typeof AnalysisDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const standIn = recordPageStories({
  endpoint: analysesApi.getAnalysis,
  handlers: () => world(RESEARCHER).handlers,
  loadingTitle: '분석을 불러오는 중입니다.',
  back: { name: '분석 목록', href: '/project/1/analysis' },
  recordAction: '삭제',
  failed: '분석을 불러오지 못했습니다.',
  shown: (canvasElement) => heading(canvasElement, ESTIMATION),
});

export const Loading: Story = standIn.loading;

export const ErrorState: Story = standIn.error;

/** Analysis 7 is project 2's: asked under project 1 it is the server's 404, said with the way back. */
export const NotFound: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/7' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('분석을 찾을 수 없습니다.')).toBeVisible();
    await expect(
      within(alert).getByText('삭제되었거나 다른 프로젝트의 분석입니다. 분석 목록에서 다시 골라 주십시오.'),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('분석을 찾을 수 없습니다. · CDMNet'));
    await userEvent.click(within(alert).getByRole('link', { name: '분석 목록' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/project/1/analysis');
  },
};

/** An address that is not a number asks nothing and finds nothing. */
export const NotANumber: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/abc' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('분석을 찾을 수 없습니다.')).toBeVisible();
  },
};

/**
 * 김민준 manages project 1: the estimation's header with its facts, its description and targets, the
 * upload, the versions newest first (size, the checksum's start with the whole on demand, who and
 * when, a download each), 수정 and 삭제, and its executions below.
 */
export const EstimationWithVersions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, ESTIMATION);
    await waitFor(() => expect(document.title).toBe(`${ESTIMATION} · 분석 · ${PROJECT_1} · CDMNet`));
    const factList = canvasElement.querySelector('dl[aria-label="분석 정보"]') as HTMLElement;
    await expect([...factList.querySelectorAll('div')].map((pair) => pair.textContent)).toEqual([
      '유형인구 수준 효과 추정',
      '작성자김민준',
      '만든 날2026년 09월 08일',
      '수정한 날2026년 10월 02일',
      '최신 버전v2',
    ]);
    await expect(
      within(section(canvasElement, '설명')).getByText(/성향점수 매칭으로 비교합니다/),
    ).toBeVisible();
    const targets = canvas.getByRole('table', { name: '대상 CDM' });
    await expect(bodyRows(targets).map((row) => within(row).getAllByRole('cell').map(spokenText))).toEqual([
      ['부산해오름병원', 'HAEORUM_CDM'],
      ['서울중앙의료원', 'SJMC_CDM'],
      ['한빛대학교병원', 'HANBIT_CDM'],
    ]);

    const rows = versionRows(canvasElement);
    await expect(rows.map((cells) => [cells[0], cells[1], cells[2], cells[4]])).toEqual([
      ['v2', 'mace_estimation_v2.zip', '1.2MB', '김민준'],
      ['v1', 'mace_estimation_v1.zip', '1.2MB', '김민준'],
    ]);
    await expect(rows[0]?.[5]).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);

    // The checksum: its start in the table, the whole on demand.
    const checksum = within(canvas.getByRole('table', { name: '버전' })).getAllByRole('button', {
      name: /체크섬 전체 보기$/,
    })[0]!;
    await expect(checksum.textContent).toMatch(/^[0-9a-f]{12}…/);
    await userEvent.click(checksum);
    const popover = await dialogNamed(canvasElement, 'SHA-256 체크섬');
    await expect(within(popover).getByText(/^[0-9a-f]{64}$/)).toBeVisible();
    await userEvent.keyboard('{Escape}');

    await expect(canvas.getByRole('button', { name: '수정' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '삭제' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '패키지 파일' })).toBeVisible();
    // Its executions follow (analysis-executions.stories.tsx tells them apart).
    await expect(
      await within(section(canvasElement, '실행')).findByRole('link', { name: '실행 #6 자세히 보기' }),
    ).toBeVisible();
    // Neither an FL nor an advanced analysis.
    await expect(canvas.queryByRole('columnheader', { name: '종류' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: '고급 분석 상세' })).toBeNull();
  },
};

/** 내려받기 fetches the version's file through the client and hands it to the browser under its name. */
export const DownloadVersion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, ESTIMATION);
    const saved = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'v1 mace_estimation_v1.zip 내려받기' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      const blob = saved.mock.calls[0]?.[0] as Blob;
      await expect(await blob.text()).toMatch(/mace_estimation_v1\.zip \(version 1,/);
    } finally {
      saved.mockRestore();
    }
  },
};

/** A JSON reply to a download is the error it carries (spec §8): toasted, and the button stays. */
export const DownloadRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(analysesApi.downloadAnalysisPackage, () => {
          throw new MockFailure(404, ResultCode.NOT_FOUND, analysisMessages.versionMissing);
        }),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, ESTIMATION);
    const button = canvas.getByRole('button', { name: 'v2 mace_estimation_v2.zip 내려받기' });
    await userEvent.click(button);
    await toastSaying(canvasElement, analysisMessages.versionMissing);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
  },
};

/** Analysis 5 has neither a description nor a package yet: both say so, and where to upload. */
export const WithoutPackage: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/5' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'SGLT2 억제제 추가 후 신기능 변화');
    await expect(within(section(canvasElement, '설명')).getByText('분석 설명이 없습니다.')).toBeVisible();
    await expect(
      within(canvasElement).getByText('아직 올린 패키지가 없습니다. 위에서 패키지 파일을 올려 주십시오.'),
    ).toBeVisible();
  },
};

/**
 * Uploaded as the next version: the file is chosen, 업로드 sends it, the reply's 업로드되었습니다. is the
 * toast and v3 heads the versions.
 */
export const UploadNewVersion: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, ESTIMATION);
    await userEvent.upload(fileInput(canvasElement), packageFile('mace_estimation_v3.zip', 4096));
    await userEvent.click(canvas.getByRole('button', { name: '업로드' }));
    await expect(await toastSaying(canvasElement, analysisMessages.uploaded)).toBeTruthy();
    await waitFor(() =>
      expect(versionRows(canvasElement)[0]?.slice(0, 3)).toEqual(['v3', 'mace_estimation_v3.zip', '4KB']),
    );
    await expect(canvas.queryByRole('list', { name: '선택한 파일' })).toBeNull();
  },
};

/** While the package goes: a progress bar and 업로드 취소; cancelled, nothing is stored and no toast shows. */
export const UploadInProgress: Story = {
  parameters: {
    msw: { handlers: [mock(analysesApi.uploadAnalysisPackage, never), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, ESTIMATION);
    await userEvent.upload(fileInput(canvasElement), packageFile('cohort.sql'));
    await userEvent.click(canvas.getByRole('button', { name: '업로드' }));
    await expect(await canvas.findByRole('progressbar', { name: 'cohort.sql 업로드' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '업로드' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '파일 선택' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: '업로드 취소' }));
    await expect(await canvas.findByText('업로드를 취소했습니다. 파일은 올라가지 않았습니다.')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '업로드 취소' })).toBeNull();
    await expect(
      within(canvas.getByRole('list', { name: '선택한 파일' })).getByText('cohort.sql'),
    ).toBeVisible();
    await expect(versionRows(canvasElement)).toHaveLength(2);
  },
};

/**
 * A .zip that is not a zip (the server reads its first bytes): the refusal is the toast and stands
 * under the file, which stays chosen for another try.
 */
export const UploadRefused: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, ESTIMATION);
    await userEvent.upload(fileInput(canvasElement), new File(['압축 파일이 아닙니다'], 'not-really.zip'));
    await userEvent.click(canvas.getByRole('button', { name: '업로드' }));
    await toastSaying(canvasElement, analysisMessages.packageType);
    const upload = canvas.getByRole('group', { name: '패키지 파일' }).parentElement as HTMLElement;
    await waitFor(() =>
      expect(within(upload).getByRole('alert')).toHaveTextContent(analysisMessages.packageType),
    );
    await expect(
      within(canvas.getByRole('list', { name: '선택한 파일' })).getByText('not-really.zip'),
    ).toBeVisible();
    await expect(versionRows(canvasElement)).toHaveLength(2);
  },
};

const flWorld = worldWithRoles(RESEARCHER, ['FL']);

/**
 * An FL analysis (김민준 holding FL): each version says which half it is. Uploading asks for the half
 * first; chosen CLIENT, the new version says 클라이언트.
 */
export const FlServerAndClient: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/4' }, msw: { handlers: flWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, FL_ANALYSIS);
    await expect(
      canvas.getByText(/서버\(집계\) 패키지와 클라이언트\(병원\) 패키지를 따로 올립니다/),
    ).toBeVisible();
    await expect(versionRows(canvasElement).map((cells) => [cells[0], cells[1], cells[2]])).toEqual([
      ['v2', '클라이언트(병원) 패키지', 'fl_cv_risk_client.zip'],
      ['v1', '서버(집계) 패키지', 'fl_cv_risk_server.zip'],
    ]);

    await userEvent.upload(fileInput(canvasElement), packageFile('fl_client_v2.zip'));
    await userEvent.click(canvas.getByRole('button', { name: '업로드' }));
    const kind = canvas.getByRole('combobox', { name: '패키지 종류' });
    await waitFor(() => expect(kind).toHaveAccessibleDescription('패키지 종류를 선택해 주십시오.'));

    await pick(canvasElement, kind, '클라이언트(병원) 패키지');
    await userEvent.click(canvas.getByRole('button', { name: '업로드' }));
    await toastSaying(canvasElement, analysisMessages.uploaded);
    await waitFor(() =>
      expect(versionRows(canvasElement)[0]?.slice(0, 3)).toEqual([
        'v3',
        '클라이언트(병원) 패키지',
        'fl_client_v2.zip',
      ]),
    );
    await expect(flWorld.db.analysisVersions.find((v) => v.analysisId === 4 && v.version === 3)?.flType).toBe(
      'CLIENT',
    );
  },
};

/** Without the FL role its manager may delete the FL analysis but not change it, and is told why. */
export const FlWithoutRole: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/4' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, FL_ANALYSIS);
    await expect(await canvas.findByText(analysisMessages.typeNeedsRole.FL)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '수정' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '삭제' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '패키지 파일' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'v1 fl_cv_risk_server.zip 내려받기' })).toBeVisible();
  },
};

const detailWorld = worldWithRoles(RESEARCHER, ['ADVANCED_ANALYSIS']);

/**
 * An advanced analysis (김민준 holding ADVANCED_ANALYSIS): its detail text to edit; 저장 waits for a change,
 * sends it and the reply is the toast.
 */
export const AdvancedDetail: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/6' }, msw: { handlers: detailWorld.handlers } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, ADVANCED);
    const advanced = section(canvasElement, '고급 분석 상세');
    const detail = await within(advanced).findByRole('textbox', { name: '상세 설명' });
    await expect((detail as HTMLTextAreaElement).value).toMatch(
      /^메트포르민군의 3년 누적 MACE 발생률은 4\.1%/,
    );
    const save = within(advanced).getByRole('button', { name: '저장' });
    await expect(save).toBeDisabled();
    await userEvent.click(detail);
    await userEvent.paste(' 추가 확인 필요.');
    await userEvent.click(save);
    await toastSaying(canvasElement, analysisMessages.saved);
    await waitFor(() =>
      expect(detailWorld.db.analyses.find((a) => a.id === 6)?.detail).toMatch(/추가 확인 필요\.$/),
    );
    await waitFor(() => expect(within(advanced).getByRole('button', { name: '저장' })).toBeDisabled());
  },
};

const imagesWorld = worldWithRoles(RESEARCHER, ['ADVANCED_ANALYSIS']);

/** Its pictures, named; one is added with a progress bar, and one removed after a question naming it. */
export const AdvancedImages: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/6' }, msw: { handlers: imagesWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, ADVANCED);
    const advanced = section(canvasElement, '고급 분석 상세');
    const images = await within(advanced).findByRole('list', { name: '그림' });
    const pictures = within(images).getAllByRole('img');
    await expect(pictures.map((img) => img.getAttribute('alt'))).toEqual([
      '분석 그림: 누적발생곡선_전체.png',
      '분석 그림: 하위군_포레스트플롯.png',
    ]);
    await expect(pictures[0]).toHaveAttribute('src', '/api/v1/projects/1/analysis/6/advanced/images/1');

    await userEvent.upload(
      fileInput(advanced),
      new File([TINY_PNG], '민감도분석.png', { type: 'image/png' }),
    );
    await userEvent.click(within(advanced).getByRole('button', { name: '그림 추가' }));
    await waitFor(() => expect(within(images).getAllByRole('img')).toHaveLength(3));
    await expect(within(images).getByRole('img', { name: '분석 그림: 민감도분석.png' })).toBeVisible();

    await userEvent.click(within(images).getByRole('button', { name: '하위군_포레스트플롯.png 삭제' }));
    await answer(canvasElement, "정말 '하위군_포레스트플롯.png' 그림을 삭제하시겠습니까?", '삭제');
    await toastSaying(canvasElement, '삭제되었습니다.');
    await waitFor(() => expect(within(images).getAllByRole('img')).toHaveLength(2));
    await expect(canvas.queryByRole('img', { name: '분석 그림: 하위군_포레스트플롯.png' })).toBeNull();
  },
};

/**
 * 박지현 is a member, not the author: she reads analysis 6's detail and pictures, downloads its
 * package, and is told who may change it. Nothing to edit, upload or delete.
 */
export const ReadOnlyMember: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/6' }, msw: { handlers: world(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, ADVANCED);
    await expect(
      canvas.getByText('이 분석은 작성한 사람이나 프로젝트 관리자만 고칠 수 있습니다.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '수정' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '삭제' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: '패키지 파일' })).toBeNull();
    const advanced = section(canvasElement, '고급 분석 상세');
    await expect(await within(advanced).findByText(/65세 이상 하위군에서 차이가 더 컸고/)).toBeVisible();
    await expect(within(advanced).queryByRole('textbox')).toBeNull();
    const images = await within(advanced).findByRole('list', { name: '그림' });
    await expect(within(images).getAllByRole('img')).toHaveLength(2);
    await expect(within(images).queryByRole('button')).toBeNull();
    await expect(within(advanced).queryByRole('group', { name: '추가할 그림' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'v1 cumulative_incidence.sql 내려받기' })).toBeVisible();
  },
};

/** 박지현 wrote analysis 2: as its author she may change and delete it, though she does not manage the project. */
export const MemberOwnAnalysis: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/2' }, msw: { handlers: world(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '설포닐우레아 복용 환자의 중증 저혈당 예측');
    await expect(canvas.getByRole('button', { name: '수정' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '삭제' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '패키지 파일' })).toBeVisible();
    await expect(
      canvas.queryByText('이 분석은 작성한 사람이나 프로젝트 관리자만 고칠 수 있습니다.'),
    ).toBeNull();
  },
};

/** 수정 opens the form with the analysis's values; saved, the toast and the page follow. */
export const Edit: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, ESTIMATION);
    await userEvent.click(canvas.getByRole('button', { name: '수정' }));
    const dialog = await dialogNamed(canvasElement, '분석 수정');
    const name = within(dialog).getByRole('textbox', { name: '분석 이름' });
    await expect(name).toHaveValue(ESTIMATION);
    await expect(within(dialog).getByRole('combobox', { name: '분석 유형' })).toHaveTextContent(
      '인구 수준 효과 추정',
    );
    const targets = within(dialog).getByRole('group', { name: '대상 CDM' });
    await expect(await within(targets).findByRole('checkbox', { name: 'HANBIT_CDM' })).toBeChecked();
    await expect(within(targets).getByRole('checkbox', { name: 'HALLA_CDM' })).not.toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, 'MACE 비교 3년');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await toastSaying(canvasElement, '수정되었습니다.');
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await heading(canvasElement, 'MACE 비교 3년')).toBeVisible();
  },
};

const deleteWorld = world(RESEARCHER);

/** 삭제 asks first, naming the analysis, with a danger 삭제; dismissed nothing changes, accepted the list opens. */
export const DeleteConfirmation: Story = {
  parameters: { msw: { handlers: deleteWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, ESTIMATION);
    const question = `정말 '${ESTIMATION}' 분석을 삭제하시겠습니까? 올린 패키지 버전도 모두 삭제되며 되돌릴 수 없습니다.`;

    await userEvent.click(canvas.getByRole('button', { name: '삭제' }));
    await answer(canvasElement, question, '취소');
    await expect(canvas.getByRole('heading', { level: 2, name: ESTIMATION })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '삭제' }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: question });
    await expect(within(dialog).getByRole('button', { name: '삭제' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await answer(canvasElement, question, '삭제');
    await toastSaying(canvasElement, '삭제되었습니다.');
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/project\/1\/analysis$/);
    await expect(deleteWorld.db.analyses.some((a) => a.id === 1)).toBe(false);
  },
};

/** At 390 px: the page keeps to the screen; the versions are cards, with nothing to scroll sideways. */
export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, ESTIMATION);
    // The executions have arrived, with their links: the page is whole once they are there.
    await within(section(canvasElement, '실행')).findByRole('link', { name: '실행 #6 자세히 보기' });
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    // The versions are the kit's cards on a phone: nothing to scroll sideways to reach 내려받기.
    const versions = canvas.getByRole('table', { name: '버전' });
    const scroller = versions.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const description = within(section(canvasElement, '설명')).getByText(/성향점수 매칭으로/);
    await expect(getComputedStyle(description).wordBreak).toBe('keep-all');
  },
};
