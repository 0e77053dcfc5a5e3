import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { hasUserCookie, rememberReturnTo, takeReturnTo } from './session';

/** Signed-in users are kept away from the public pages: back to where they were headed, or home. */
export function publicOnlyLoader() {
  if (hasUserCookie()) return redirect(takeReturnTo());
  return null;
}

/** Anonymous visitors are sent to /login, and the requested path and query are remembered. */
export function signedInOnlyLoader({ request }: LoaderFunctionArgs) {
  if (!hasUserCookie()) {
    rememberReturnTo(new URL(request.url));
    return redirect('/login');
  }
  return null;
}
