import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { accountMutations } from '@cdmnet/api';
import { removeUserCookie } from '../session';

/** Ends the session on the server, forgets every cached reply, and returns to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...accountMutations.logout(),
    // Signed out locally even if the server could not be reached: the user asked to leave.
    onSettled: () => {
      removeUserCookie();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
}
