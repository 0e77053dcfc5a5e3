import { isApiError, ResultCode } from '@cdmnet/api';
import { EmptyState } from '@cdmnet/ui';
import { networkCopy } from '../messages.ko';

/** Whether the server refused the list to this user (an account that has not verified its email). */
export const isForbidden = (error: unknown) => isApiError(error) && error.code === ResultCode.FORBIDDEN;

/** In place of the table when the server refuses it: no permission, and where to get it. */
export function ForbiddenState() {
  return (
    <EmptyState
      role="alert"
      icon={null}
      message={networkCopy.forbidden}
      description={networkCopy.forbiddenHelp}
    />
  );
}
