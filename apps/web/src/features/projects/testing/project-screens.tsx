import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { withScreen } from '../../../app/testing/story-providers';
import { ProjectLayout } from '../routes/project-layout';
import type { MembersTabState } from '../project-tabs';

// The stories' stage: the project's layout with the tabs routes.tsx gives it. The tabs' pages are other
// features', which this one may not import: stand-ins say which tab is open and what it was told.

function StandInTab({ name }: { name: string }) {
  const location = useLocation();
  const state = location.state as MembersTabState | null;
  return (
    <div>
      <h2>{name}</h2>
      <p data-testid="tab-path">{location.pathname}</p>
      <p data-testid="tab-state">{state?.projectName ?? ''}</p>
    </div>
  );
}

/** The project's layout and its tabs, as routes.tsx nests them (index → 멤버). */
export function ProjectScreens() {
  return (
    <Routes>
      <Route element={<ProjectLayout tabs={['members', 'log']} />}>
        <Route index element={<Navigate to="members" replace />} />
        <Route path="members" element={<StandInTab name="멤버 탭" />} />
        <Route path="log" element={<StandInTab name="로그 탭" />} />
      </Route>
    </Routes>
  );
}

/** Mounts the stories at /project/{id}/…; a story opens another address with `parameters.screen.initialEntry`. */
export const withProjectScreen = (initialEntry: string) =>
  withScreen({ path: '/project/:projectId/*', initialEntry });
