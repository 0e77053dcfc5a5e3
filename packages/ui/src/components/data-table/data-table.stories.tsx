import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table.types';
import { waitForEnter, waitForExit } from '../../testing/story-helpers';

// ——— fixtures ———

type Privilege = 'ORG_ADMIN' | 'ORG_RESEARCHER' | 'ORG_PARTNER' | 'PENDING';

interface Member {
  id: number;
  name: string;
  email: string;
  priv: Privilege;
}

const privilegeLabels: Record<Privilege, string> = {
  ORG_ADMIN: '기관 관리자',
  ORG_RESEARCHER: '기관 연구자',
  ORG_PARTNER: '협력 연구자',
  PENDING: '대기',
};

const familyNames = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오'];
const givenNames = [
  '민준',
  '서연',
  '도윤',
  '하은',
  '시우',
  '지유',
  '주원',
  '서아',
  '예준',
  '하린',
  '지호',
  '수아',
];
const privileges: Privilege[] = ['ORG_RESEARCHER', 'ORG_ADMIN', 'ORG_PARTNER', 'PENDING'];

const makeMembers = (count: number): Member[] =>
  Array.from({ length: count }, (_, i) => {
    const name = `${familyNames[(i * 7) % familyNames.length]}${givenNames[(i * 5) % givenNames.length]}`;
    return {
      id: i + 1,
      name: count > familyNames.length ? `${name}${Math.floor(i / familyNames.length) || ''}` : name,
      email: `researcher${String(i + 1).padStart(2, '0')}@hospital.kr`,
      priv: privileges[i % privileges.length] as Privilege,
    };
  });

const members = makeMembers(12);

const memberColumns: DataTableColumn<Member>[] = [
  { id: 'name', header: '이름', accessor: (m) => m.name, sortable: true, searchable: true },
  { id: 'email', header: '이메일', accessor: (m) => m.email, searchable: true },
  {
    id: 'priv',
    header: '권한',
    width: '11rem',
    accessor: (m) => privilegeLabels[m.priv],
    sortable: true,
    filter: true,
  },
];

/** Names of the body rows, in display order. */
const bodyNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

const sortedNames = (order: 'asc' | 'desc') => {
  const names = members.map((m) => m.name).sort(new Intl.Collator('ko', { numeric: true }).compare);
  return order === 'asc' ? names : names.reverse();
};

/** The table's own live region (each column filter has one of its own in the header). */
const tableStatus = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('status')
    .find((element) => !element.closest('thead'));

// ——— meta ———

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Member>,
  args: {
    title: '기관 연구자 목록',
    data: members,
    columns: memberColumns,
    getRowId: (m: Member) => String(m.id),
    toolbar: <Button size="sm">등록</Button>,
    height: '30rem',
  },
} satisfies Meta<typeof DataTable<Member>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '기관 연구자 목록' });
    await expect(within(table).getAllByRole('row')).toHaveLength(members.length + 1);
    await expect(table).toHaveAttribute('aria-rowcount', String(members.length + 1));
    await expect(canvas.getByRole('searchbox', { name: '검색' })).toHaveAttribute('placeholder', '검색');
    await expect(canvas.getByRole('button', { name: '등록' })).toBeVisible();
    // Rows per page default to the data length: no paginator.
    await expect(canvas.queryByRole('navigation', { name: '페이지 탐색' })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: '이름' })).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: '이메일' })).not.toHaveAttribute('aria-sort');
  },
};

export const Sorted: Story = {
  args: { defaultSort: { id: 'name', desc: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '이름' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(bodyNames(canvas.getByRole('table'))).toEqual(sortedNames('asc'));
  },
};

export const SortingCycle: Story = {
  args: { onSortChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const header = canvas.getByRole('columnheader', { name: '이름' });
    const button = within(header).getByRole('button', { name: '이름' });
    const original = bodyNames(table);

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyNames(table)).toEqual(sortedNames('asc'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: false });

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyNames(table)).toEqual(sortedNames('desc'));

    // The third click removes the sort: the data's own order comes back.
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(bodyNames(table)).toEqual(original);
    await expect(args.onSortChange).toHaveBeenLastCalledWith(null);
  },
};

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const search = canvas.getByRole('searchbox', { name: '검색' });

    await userEvent.type(search, '김');
    const kims = members.filter((m) => m.name.includes('김'));
    await waitFor(() => expect(bodyNames(table)).toEqual(kims.map((m) => m.name)));
    await expect(tableStatus(canvasElement)).toHaveTextContent(`${kims.length}건`);

    // The email column is searched too.
    await userEvent.clear(search);
    await userEvent.type(search, 'RESEARCHER07@');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    await userEvent.clear(search);
    await userEvent.type(search, '없는 이름');
    await expect(await canvas.findByText('검색 결과가 없습니다.')).toBeVisible();

    await userEvent.clear(search);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(members.length + 1));
  },
};

export const Filtered: Story = {
  args: { defaultSearch: 'researcher0', defaultFilters: { priv: ['기관 연구자'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = members.filter((m) => m.email.startsWith('researcher0') && m.priv === 'ORG_RESEARCHER');
    await expect(expected.length).toBeGreaterThan(1);
    await expect(canvas.getByRole('searchbox', { name: '검색' })).toHaveValue('researcher0');
    await expect(bodyNames(canvas.getByRole('table'))).toEqual(expected.map((m) => m.name));
    await expect(await canvas.findByRole('combobox', { name: '권한 필터' })).toHaveAttribute('data-active');
  },
};

export const ColumnFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = canvas.getByRole('table');
    // The kit's MultiSelect behind the header's filter button (it loads with the first filter).
    const trigger = await canvas.findByRole('combobox', { name: '권한 필터' });

    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox', { name: '권한 필터' });
    await waitForEnter();
    await userEvent.click(within(listbox).getByRole('option', { name: '기관 관리자' }));
    await userEvent.click(within(listbox).getByRole('option', { name: '협력 연구자' }));

    const expected = members.filter((m) => m.priv === 'ORG_ADMIN' || m.priv === 'ORG_PARTNER');
    await waitFor(() => expect(bodyNames(table)).toEqual(expected.map((m) => m.name)));
    await expect(trigger).toHaveAttribute('data-active');

    await userEvent.click(body.getByRole('button', { name: '선택 해제' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(members.length + 1));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await waitForExit();
    await expect(trigger).not.toHaveAttribute('data-active');
    await expect(trigger).toHaveFocus();
  },
};

/**
 * `filter.render` replaces the built-in filter (a button opening the kit's MultiSelect) with any
 * control: here a native select that picks one value.
 */
export const FilterSlot: Story = {
  args: {
    columns: [
      memberColumns[0] as DataTableColumn<Member>,
      memberColumns[1] as DataTableColumn<Member>,
      {
        ...(memberColumns[2] as DataTableColumn<Member>),
        filter: {
          render: ({ label, options, selected, onChange }) => (
            <select
              aria-label={`${label} 필터`}
              value={selected[0] ?? ''}
              onChange={(event) => onChange(event.currentTarget.value ? [event.currentTarget.value] : [])}
            >
              <option value="">전체</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ),
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const filter = canvas.getByRole('combobox', { name: '권한 필터' });
    await userEvent.selectOptions(filter, '협력 연구자');
    const partners = members.filter((m) => m.priv === 'ORG_PARTNER');
    await expect(bodyNames(table)).toEqual(partners.map((m) => m.name));
    await userEvent.selectOptions(filter, '');
    await expect(within(table).getAllByRole('row')).toHaveLength(members.length + 1);
  },
};

export const Selection: Story = {
  args: { selectable: true, onSelectedRowChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    await expect(first).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(within(second).getAllByRole('cell')[1] as HTMLElement);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectedRowChange).toHaveBeenLastCalledWith('2', members[1]);

    // Keyboard: the clicked row is the roving one; arrows move, Space and Enter select.
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(third).toHaveFocus();
    await expect(third).toHaveAttribute('tabindex', '0');
    await expect(second).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard(' ');
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await expect(second).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(rows[rows.length - 1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(rows[rows.length - 2]).toHaveAttribute('aria-selected', 'true');

    // Selecting the selected row again clears the selection.
    await userEvent.keyboard('{Enter}');
    await expect(rows[rows.length - 2]).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectedRowChange).toHaveBeenLastCalledWith(null, null);
  },
};

const manyMembers = makeMembers(35);

export const Paginated: Story = {
  args: { data: manyMembers, rowsPerPage: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const nav = canvas.getByRole('navigation', { name: '페이지 탐색' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(nav).getByRole('button', { name: '1 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    await expect(nav).toHaveTextContent('35건 중 1-10');

    await userEvent.click(within(nav).getByRole('button', { name: '4 페이지' }));
    await expect(within(nav).getByRole('button', { name: '4 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '32');
    await expect(within(nav).getByRole('button', { name: '다음 페이지' })).toBeDisabled();

    // The paginator shows only while the rows exceed a page.
    await userEvent.type(canvas.getByRole('searchbox', { name: '검색' }), 'researcher0');
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: '페이지 탐색' })).toBeNull());
    await expect(within(table).getAllByRole('row')).toHaveLength(10);
  },
};

export const RowNumbers: Story = {
  args: { rowNumbers: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(canvas.getByRole('columnheader', { name: '번호' })).toBeVisible();
    const numbers = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    const expected = members.map((_, i) => String(i + 1));
    await expect(numbers()).toEqual(expected);
    // Numbers follow the display order, not the data.
    await userEvent.click(canvas.getByRole('button', { name: '이름' }));
    await userEvent.click(canvas.getByRole('button', { name: '이름' }));
    await expect(numbers()).toEqual(expected);
  },
};

/** Spec §2 screen 2: the privilege is edited in place by a dropdown in each row. */
const privilegeChanged = fn();

function EditablePrivileges() {
  const [rows, setRows] = useState(members);
  const columns = useMemo<DataTableColumn<Member>[]>(
    () => [
      memberColumns[0] as DataTableColumn<Member>,
      memberColumns[1] as DataTableColumn<Member>,
      {
        ...(memberColumns[2] as DataTableColumn<Member>),
        cell: ({ row }) => (
          <select
            aria-label={`${row.name} 권한`}
            value={row.priv}
            onChange={(event) => {
              const priv = event.currentTarget.value as Privilege;
              setRows((current) => current.map((m) => (m.id === row.id ? { ...m, priv } : m)));
              privilegeChanged(row.id, priv);
            }}
          >
            {privileges.map((value) => (
              <option key={value} value={value}>
                {privilegeLabels[value]}
              </option>
            ))}
          </select>
        ),
      },
    ],
    [],
  );
  return (
    <DataTable
      title="기관 연구자 목록"
      data={rows}
      columns={columns}
      getRowId={(m) => String(m.id)}
      rowNumbers
      selectable
      height="30rem"
    />
  );
}

export const SelectInCell: Story = {
  render: () => <EditablePrivileges />,
  play: async ({ canvasElement }) => {
    privilegeChanged.mockClear();
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: `${members[0]?.name} 권한` });
    await userEvent.selectOptions(select, 'ORG_ADMIN');
    await expect(select).toHaveValue('ORG_ADMIN');
    await expect(privilegeChanged).toHaveBeenCalledWith(1, 'ORG_ADMIN');
    // A control in a cell keeps its clicks: the row is not selected by them.
    const row = select.closest('tr') as HTMLElement;
    await expect(row).toHaveAttribute('aria-selected', 'false');
  },
};

// ——— 10,000 organisations, virtual scrolling ———

interface Organization {
  id: number;
  name: string;
  rfzLevel: string;
  patientCount: number | null;
}

const regions = [
  '서울',
  '부산',
  '대구',
  '인천',
  '광주',
  '대전',
  '울산',
  '수원',
  '청주',
  '전주',
  '포항',
  '창원',
];
const kinds = ['대학교병원', '병원', '의료원', '요양병원'];
const organizations: Organization[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  name: `${regions[i % regions.length]}${kinds[Math.floor(i / regions.length) % kinds.length]} ${i + 1}`,
  rfzLevel: ['', 'E', 'EV', 'EVD'][i % 4] as string,
  patientCount: i % 9 === 0 ? null : (i * 7919) % 2_000_000,
}));

const numberFormat = new Intl.NumberFormat('ko-KR');

const organizationColumns: DataTableColumn<Organization>[] = [
  { id: 'name', header: '기관명', accessor: (o) => o.name, sortable: true, searchable: true },
  { id: 'rfz', header: 'RFZ', width: '8rem', accessor: (o) => o.rfzLevel || '해당 없음', sortable: true },
  {
    id: 'patients',
    header: '환자 수',
    width: '10rem',
    align: 'end',
    accessor: (o) => o.patientCount,
    sortable: true,
    cell: ({ value }) => (typeof value === 'number' ? `${numberFormat.format(value)}명` : ''),
  },
];

// ——— on a phone: cards ———

/** A phone's width (390 px): the table's box is what its container query reads. */
const phoneWidth = 390;
const onAPhone = [
  (Story: () => ReactNode) => (
    <div style={{ width: phoneWidth }}>
      <Story />
    </div>
  ),
];

/** The member columns with a title, and the 수락 / 거절 buttons of a request as the card's footer. */
const requestColumns: DataTableColumn<Member>[] = [
  { ...(memberColumns[0] as DataTableColumn<Member>), card: 'title' },
  memberColumns[1] as DataTableColumn<Member>,
  memberColumns[2] as DataTableColumn<Member>,
  {
    id: 'actions',
    header: '처리',
    width: '12rem',
    card: 'actions',
    cell: ({ row }) => (
      <>
        <Button size="sm" aria-label={`${row.name} 수락`}>
          수락
        </Button>
        <Button size="sm" variant="secondary" aria-label={`${row.name} 거절`}>
          거절
        </Button>
      </>
    ),
  },
];

/** Every button of the story lies inside the table's box, left to right: nothing to scroll sideways to. */
const expectButtonsInside = async (canvasElement: HTMLElement) => {
  const box = (
    canvasElement.querySelector('[data-scroller]')?.parentElement as HTMLElement
  ).getBoundingClientRect();
  for (const button of within(canvasElement).getAllByRole('button')) {
    const rect = button.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(box.left);
    await expect(rect.right).toBeLessThanOrEqual(box.right);
  }
};

/**
 * On a phone (390 px) every row is a card: its name as the heading, each value beside its column's
 * name, the buttons across the footer; nothing scrolls sideways. The sortable and filterable headers
 * stay as a row of chips above the cards; screen readers still read a table with its headers.
 */
export const OnAPhone: Story = {
  args: { columns: requestColumns },
  decorators: onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '기관 연구자 목록' });
    const scroller = canvasElement.querySelector('[data-scroller]') as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await expectButtonsInside(canvasElement);

    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    const [name, email, privilege, actions] = within(firstRow).getAllByRole('cell');
    // A card: its lines one under another, the footer last and across it.
    await expect(email!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      name!.getBoundingClientRect().bottom - 1,
    );
    await expect(actions!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      privilege!.getBoundingClientRect().bottom - 1,
    );
    await expect(actions!.getBoundingClientRect().width).toBeCloseTo(email!.getBoundingClientRect().width, 0);
    // The value beside its column's name, which is drawn but not part of the cell's text or name.
    await expect(getComputedStyle(email!, '::before').content).toContain('이메일');
    await expect(email).toHaveTextContent(/^researcher01@hospital\.kr$/);
    await expect(within(firstRow).getByRole('cell', { name: 'researcher01@hospital.kr' })).toBe(email);
    await expect(getComputedStyle(name!, '::before').content).toBe('none');

    // Sorting still works from the chip; the plain 이메일 header is for screen readers only.
    await expect(
      canvas.getByRole('columnheader', { name: '이메일' }).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole('button', { name: '이름' }));
    await expect(canvas.getByRole('columnheader', { name: '이름' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(bodyNames(table)).toEqual(sortedNames('asc'));
    // The cards grow the page: no scrolling box inside it.
    await expect(scroller.scrollHeight).toBeLessThanOrEqual(scroller.clientHeight);
  },
};

/** The same table with room (above 48rem) stays a table, its column names only in the header. */
export const WithRoom: Story = {
  args: { columns: requestColumns },
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '기관 연구자 목록' });
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    const [name, email] = within(firstRow).getAllByRole('cell');
    await expect(email!.getBoundingClientRect().top).toBeCloseTo(name!.getBoundingClientRect().top, 0);
    await expect(getComputedStyle(email!, '::before').content).toBe('none');
    await expect(
      within(table).getByRole('columnheader', { name: '이메일' }).getBoundingClientRect().width,
    ).toBeGreaterThan(100);
  },
};

/** A table of one row is as tall as that row, not a 38rem box, on a phone and with room alike. */
export const OneRow: Story = {
  args: { columns: requestColumns, data: members.slice(0, 1), height: undefined },
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector('[data-scroller]') as HTMLElement;
    const table = within(canvasElement).getByRole('table', { name: '기관 연구자 목록' });
    await expect(scroller.getBoundingClientRect().height).toBeCloseTo(
      table.getBoundingClientRect().height,
      0,
    );
    await expect(scroller.getBoundingClientRect().height).toBeLessThan(20 * 14);
  },
};

export const OneRowOnAPhone: Story = {
  ...OneRow,
  decorators: onAPhone,
  play: async (context) => {
    await OneRow.play?.(context);
    await expectButtonsInside(context.canvasElement);
  },
};

/** Empty on a phone: the message fits the screen and the table is no taller than the message needs. */
export const EmptyOnAPhone: Story = {
  args: { data: [], columns: requestColumns, height: undefined },
  decorators: onAPhone,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '기관 연구자 목록' });
    const scroller = canvasElement.querySelector('[data-scroller]') as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const seen = scroller.getBoundingClientRect();
    const message = within(table).getByText('표시할 데이터가 없습니다.').getBoundingClientRect();
    await expect(message.left).toBeGreaterThanOrEqual(seen.left);
    await expect(message.right).toBeLessThanOrEqual(seen.right);
    await expect(seen.height).toBeLessThan(20 * 14);
  },
};

export const Virtualized: Story = {
  render: () => (
    <DataTable
      title="기관 목록"
      data={organizations}
      columns={organizationColumns}
      getRowId={(o) => String(o.id)}
      virtualRowHeight={60}
      height="30rem"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '기관 목록' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = within(table).getAllByRole('row').length;
    await expect(rendered).toBeLessThan(30);
    await expect(within(table).getAllByRole('row')[1]).toHaveStyle({ height: '60px' });

    const scroller = canvasElement.querySelector('[data-scroller]') as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(table.querySelector('tr[aria-rowindex="10001"]')).not.toBeNull());
    await expect(within(table).getAllByRole('row').length).toBeLessThan(30);
    await expect(table).toHaveTextContent(organizations[organizations.length - 1]?.name ?? '');

    await userEvent.click(canvas.getByRole('button', { name: '환자 수' }));
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
    // The row window follows the scroll event, a frame after scrollTop changes.
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2'));
  },
};

/** The organisations with a name to head each card and a 가입 신청 button as its footer. */
const organizationCardColumns: DataTableColumn<Organization>[] = [
  { ...(organizationColumns[0] as DataTableColumn<Organization>), card: 'title' },
  ...organizationColumns.slice(1),
  {
    id: 'request',
    header: '가입 신청',
    width: '8rem',
    card: 'actions',
    cell: ({ row }) => (
      <Button size="sm" variant="secondary" aria-label={`${row.name} 가입 신청`}>
        신청
      </Button>
    ),
  },
];

/** A box whose width a story changes, as a phone turned sideways would. */
function ResizableBox({ children }: { children: ReactNode }) {
  return (
    <div data-testid="box" style={{ width: phoneWidth }}>
      {children}
    </div>
  );
}

/**
 * A virtual table on a phone: its rows are cards too (they cannot keep the 60 px a virtual row must
 * have), 20 to a page, so nothing scrolls sideways and every 신청 is on the screen. Given room again,
 * it is the virtual table it was.
 */
export const VirtualOnAPhone: Story = {
  render: () => (
    <ResizableBox>
      <DataTable
        title="기관 목록"
        data={organizations}
        columns={organizationCardColumns}
        getRowId={(o) => String(o.id)}
        virtualRowHeight={60}
        height="30rem"
      />
    </ResizableBox>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '기관 목록' });
    const scroller = canvasElement.querySelector('[data-scroller]') as HTMLElement;
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    await expectButtonsInside(canvasElement);

    // A card: the name first, the values under it, 신청 across the foot; as tall as it needs.
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    const [name, rfz, patients, request] = within(firstRow).getAllByRole('cell');
    await expect(name).toHaveTextContent(organizations[0]?.name ?? '');
    await expect(rfz!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      name!.getBoundingClientRect().bottom - 1,
    );
    await expect(request!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      patients!.getBoundingClientRect().bottom - 1,
    );
    await expect(firstRow.getBoundingClientRect().height).toBeGreaterThan(60);
    await expect(getComputedStyle(rfz!, '::before').content).toContain('RFZ');
    // The cards grow the page: no scrolling box inside it.
    await expect(scroller.scrollHeight).toBeLessThanOrEqual(scroller.clientHeight);

    // The next page holds the next 20, and sorting still reorders all 10,000.
    const pages = canvas.getByRole('navigation', { name: '페이지 탐색' });
    await expect(pages).toHaveTextContent('10000건 중 1-20');
    // Pressed at the foot of the cards, it brings the table's top, where the next page starts, into view.
    pages.scrollIntoView({ block: 'end' });
    await expect(scroller.getBoundingClientRect().top).toBeLessThan(0);
    await userEvent.click(within(pages).getByRole('button', { name: '다음 페이지' }));
    await expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '22');
    await expect(Math.abs(scroller.getBoundingClientRect().top)).toBeLessThanOrEqual(1);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(organizations[20]?.name ?? '');
    await userEvent.click(canvas.getByRole('button', { name: '환자 수' }));
    await expect(pages).toHaveTextContent('10000건 중 1-20');
    await expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');

    // Given room, the rows are virtual again: 60 px each, only those in view, no paginator.
    canvas.getByTestId('box').style.width = '900px';
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveStyle({ height: '60px' }));
    await expect(canvas.queryByRole('navigation', { name: '페이지 탐색' })).toBeNull();
    await expect(within(table).getAllByRole('row').length).toBeLessThan(30);
    // And narrow again, cards again.
    canvas.getByTestId('box').style.width = `${phoneWidth}px`;
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};

/** While a virtual table on a phone loads, its skeleton rows are cards as well, not 60 px strips. */
export const VirtualLoadingOnAPhone: Story = {
  render: () => (
    <ResizableBox>
      <DataTable
        title="기관 목록"
        data={[]}
        columns={organizationCardColumns}
        virtualRowHeight={60}
        loading
        loadingRowCount={3}
      />
    </ResizableBox>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '기관 목록' });
    const scroller = canvasElement.querySelector('[data-scroller]') as HTMLElement;
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(firstRow.style.height).toBe('');
    const [name, rfz] = within(firstRow).getAllByRole('cell');
    await expect(rfz!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      name!.getBoundingClientRect().bottom - 1,
    );
  },
};

/** The rows a scroll brings into view are in the very frame that paints the scroll: never a blank one. */
export const VirtualRowsPaintedWithTheScroll: Story = {
  render: Virtualized.render,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '기관 목록' });
    const scroller = canvasElement.querySelector('[data-scroller]') as HTMLElement;
    const lastRowAtFrame = await new Promise<boolean>((resolve) => {
      // Scroll events run before the frame's animation callbacks, and those just before it paints.
      scroller.addEventListener(
        'scroll',
        () => requestAnimationFrame(() => resolve(table.querySelector('tr[aria-rowindex="10001"]') !== null)),
        { once: true },
      );
      scroller.scrollTop = scroller.scrollHeight;
    });
    await expect(lastRowAtFrame).toBe(true);
  },
};

export const KeyboardInVirtualRows: Story = {
  render: Virtualized.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '기관 목록' });
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    firstRow.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(table.querySelector('tr[aria-rowindex="10001"]')).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(table.querySelector('tr[aria-rowindex="2"]')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(table.querySelector('tr[aria-rowindex="4"]')).toHaveFocus();
  },
};

// ——— states ———

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '기관 연구자 목록' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(tableStatus(canvasElement)).toHaveTextContent('불러오는 중입니다.');
  },
};

export const Empty: Story = {
  args: {
    data: [],
    emptyMessage: '등록된 연구자가 없습니다.',
    emptyAction: (
      <Button size="sm" variant="secondary">
        연구자 등록
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('등록된 연구자가 없습니다.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '연구자 등록' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: '연구자 목록을 불러오지 못했습니다.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('연구자 목록을 불러오지 못했습니다.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
