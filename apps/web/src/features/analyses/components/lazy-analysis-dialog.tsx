import { lazyComponent } from '../../../app/lazy-component';

// The analysis form loads when first opened: the tab and the analysis page do not carry it, its
// fields, the Select and the contract's rules until someone creates or edits an analysis.
export const LazyAnalysisDialog = lazyComponent(() =>
  import('./analysis-dialog').then((m) => m.AnalysisDialog),
);
