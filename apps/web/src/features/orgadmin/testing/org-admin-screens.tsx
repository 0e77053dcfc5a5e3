import { Route, Routes } from 'react-router-dom';
import { withScreen } from '../../../app/testing/story-providers';
import { MemberHistoryPage } from '../routes/member-history-page';
import { MemberListPage } from '../routes/member-list-page';
import { MemberPermissionsPage } from '../routes/member-permissions-page';
import { OrgAdminLayout } from '../routes/org-admin-layout';
import { OrgDashboardPage } from '../routes/org-dashboard-page';
import { ResearchHistoryPage } from '../routes/research-history-page';
import { ResearchPermissionsPage } from '../routes/research-permissions-page';

// The stories' stage: the layout (guard, name, tabs) with every tab as routes.tsx nests them, eagerly
// loaded, so a story can move between tabs (approve on 연구원 관리, see the count on 대시보드).

/** The organisation admin's pages under their layout, as routes.tsx nests them. */
export function OrgAdminScreens() {
  return (
    <Routes>
      <Route element={<OrgAdminLayout />}>
        <Route index element={<OrgDashboardPage />} />
        <Route path="member/list" element={<MemberListPage />} />
        <Route path="member/history" element={<MemberHistoryPage />} />
        <Route path="member/permissions" element={<MemberPermissionsPage />} />
        <Route path="research/permissions" element={<ResearchPermissionsPage />} />
        <Route path="research/history" element={<ResearchHistoryPage />} />
      </Route>
    </Routes>
  );
}

/** Mounts the stories at /orgadmin/{id}/…; a story opens another address with `parameters.screen.initialEntry`. */
export const withOrgAdminScreen = (initialEntry: string) =>
  withScreen({ path: '/orgadmin/:dataId/*', initialEntry });
