import { lazyComponent } from '../../../app/lazy-component';

// The execution form loads when first opened: the analysis page does not carry it, its Select and the
// contract's rules until someone starts an execution.
export const LazyExecutionDialog = lazyComponent(() =>
  import('./execution-dialog').then((m) => m.ExecutionDialog),
);
