import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { withScreen } from '../../../app/testing/story-providers';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ProjectLayout } from '../routes/project-layout';
import type { MembersTabState, ProjectTabKey } from '../project-tabs';

// The stories' stage: the project's layout with the tabs routes.tsx gives it. The tabs' pages are other
// features', which this one may not import: stand-ins say which tab is open and what it was told, and
// name the browser tab as the real ones do.

function StandInTab({ name }: { name: string }) {
  const location = useLocation();
  const state = location.state as MembersTabState | null;
  useDocumentTitle(name);
  return (
    <div>
      <h2>{name}</h2>
      <p data-testid="tab-path">{location.pathname}</p>
      <p data-testid="tab-state">{state?.projectName ?? ''}</p>
    </div>
  );
}

const standIns: Partial<Record<ProjectTabKey, string>> = { members: '멤버 탭', log: '로그 탭' };

/** The project's layout and its tabs, as routes.tsx nests them (index → 멤버); `tabs: []` for none. */
export function ProjectScreens({ tabs = ['members', 'log'] }: { tabs?: readonly ProjectTabKey[] }) {
  const first = tabs.includes('members') ? 'members' : tabs[0];
  return (
    <Routes>
      <Route element={<ProjectLayout tabs={tabs} />}>
        {/* Without any tab the index is the header alone (routes.tsx: the project route itself). */}
        <Route index element={first ? <Navigate to={first} replace /> : null} />
        {tabs.map((key) => (
          <Route key={key} path={key} element={<StandInTab name={standIns[key] ?? key} />} />
        ))}
      </Route>
    </Routes>
  );
}

/** Mounts the stories at /project/{id}/…; a story opens another address with `parameters.screen.initialEntry`. */
export const withProjectScreen = (initialEntry: string) =>
  withScreen({ path: '/project/:projectId/*', initialEntry });
