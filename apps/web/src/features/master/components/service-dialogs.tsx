import { lazyComponent } from '../../../app/lazy-component';

// The register and modify dialogs (forms, the engine select) load when one is first opened: the
// service tab shows its tables without them.
const dialogs = () => import('./service-dialog-forms');
export const LazyEngineDialog = lazyComponent(() => dialogs().then((m) => m.EngineDialog));
export const LazyAtlasDialog = lazyComponent(() => dialogs().then((m) => m.AtlasDialog));
export const LazyCdmDialog = lazyComponent(() => dialogs().then((m) => m.CdmDialog));
