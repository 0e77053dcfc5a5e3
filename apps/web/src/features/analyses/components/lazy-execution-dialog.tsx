import { lazy, Suspense, type ComponentProps } from 'react';

// The execution form loads when first opened: the analysis page does not carry it, its Select and the
// contract's rules until someone starts an execution.
const ExecutionDialog = lazy(() =>
  import('./execution-dialog').then((m) => ({ default: m.ExecutionDialog })),
);

export function LazyExecutionDialog(props: ComponentProps<typeof ExecutionDialog>) {
  return (
    <Suspense fallback={null}>
      <ExecutionDialog {...props} />
    </Suspense>
  );
}
