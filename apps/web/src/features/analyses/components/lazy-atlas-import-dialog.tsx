import { lazyComponent } from '../../../app/lazy-component';

// ATLAS에서 가져오기 loads when first opened: the analysis page carries only its button, not the
// dialog, its copy and its styles.
export const LazyAtlasImportDialog = lazyComponent(() =>
  import('../atlas-import/atlas-import-dialog').then((m) => m.AtlasImportDialog),
);
