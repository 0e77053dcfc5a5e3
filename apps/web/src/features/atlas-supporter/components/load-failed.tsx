import { isApiError } from '@cdmnet/api';
import { Button, EmptyState } from '@cdmnet/ui';
import { supporterCopy } from '../messages.ko';

/** A part of the page that did not load: what failed, the server's why when it said one, 다시 시도. */
export function LoadFailed({
  message,
  error,
  onRetry,
}: {
  message: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      role="alert"
      icon={null}
      size="sm"
      message={message}
      description={isApiError(error) && error.message ? error.message : undefined}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {supporterCopy.retry}
        </Button>
      }
    />
  );
}
