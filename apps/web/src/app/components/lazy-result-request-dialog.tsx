import { lazyComponent } from '../lazy-component';

// 결과 조회·반출 요청 for the execution page and the analysis page's executions: it loads when first
// opened, so neither page carries the form and the contract's rules in its first script.
export const LazyResultRequestDialog = lazyComponent(() =>
  import('./result-request-dialog').then((m) => m.ResultRequestDialog),
);
