import { lazy, Suspense, type ComponentProps } from 'react';

// The analysis form loads when first opened: the tab and the analysis page do not carry it, its
// fields, the Select and the contract's rules until someone creates or edits an analysis.
const AnalysisDialog = lazy(() => import('./analysis-dialog').then((m) => ({ default: m.AnalysisDialog })));

export function LazyAnalysisDialog(props: ComponentProps<typeof AnalysisDialog>) {
  return (
    <Suspense fallback={null}>
      <AnalysisDialog {...props} />
    </Suspense>
  );
}
