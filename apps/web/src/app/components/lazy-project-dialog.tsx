import { lazyComponent } from '../lazy-component';

// The project form (features/projects) for every screen that offers 새 프로젝트 or 수정: the side menu,
// the dashboard and the project's header. It loads when first opened, so none of them carries the
// form, its fields and the contract's rules in its first script; and a feature other than projects
// (the dashboard) reaches it here, never by importing another feature.
export const LazyProjectDialog = lazyComponent(() =>
  import('../../features/projects/components/project-dialog').then((m) => m.ProjectDialog),
);
