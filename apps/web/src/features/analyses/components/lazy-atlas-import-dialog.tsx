import { lazy, Suspense, type ComponentProps } from 'react';

// ATLAS에서 가져오기 loads when first opened: the analysis page carries only its button, not the
// dialog, its copy and its styles.
const AtlasImportDialog = lazy(() =>
  import('../atlas-import/atlas-import-dialog').then((m) => ({ default: m.AtlasImportDialog })),
);

export function LazyAtlasImportDialog(props: ComponentProps<typeof AtlasImportDialog>) {
  return (
    <Suspense fallback={null}>
      <AtlasImportDialog {...props} />
    </Suspense>
  );
}
