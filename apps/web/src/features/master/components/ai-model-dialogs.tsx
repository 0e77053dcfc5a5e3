import { lazyComponent } from '../../../app/lazy-component';

// The AI model's form loads when it is first opened: the service tab shows the card without it.
export const LazyAiModelDialog = lazyComponent(() =>
  import('./ai-model-dialog').then((m) => m.AiModelDialog),
);
