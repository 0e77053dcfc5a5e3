import { lazy, Suspense, type ComponentProps } from 'react';

// The register and modify dialogs (forms, the engine select) load when one is first opened: the
// service tab shows its tables without them.
const dialogs = () => import('./service-dialog-forms');
const EngineDialog = lazy(() => dialogs().then((m) => ({ default: m.EngineDialog })));
const AtlasDialog = lazy(() => dialogs().then((m) => ({ default: m.AtlasDialog })));
const CdmDialog = lazy(() => dialogs().then((m) => ({ default: m.CdmDialog })));

export function LazyEngineDialog(props: ComponentProps<typeof EngineDialog>) {
  return (
    <Suspense fallback={null}>
      <EngineDialog {...props} />
    </Suspense>
  );
}

export function LazyAtlasDialog(props: ComponentProps<typeof AtlasDialog>) {
  return (
    <Suspense fallback={null}>
      <AtlasDialog {...props} />
    </Suspense>
  );
}

export function LazyCdmDialog(props: ComponentProps<typeof CdmDialog>) {
  return (
    <Suspense fallback={null}>
      <CdmDialog {...props} />
    </Suspense>
  );
}
