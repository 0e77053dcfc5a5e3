/**
 * Signs in through the API of a running server and answers the cookies a browser would send back
 * (`name=value; …`), for benches that need a signed-in caller.
 */
export async function signIn(url, email, password) {
  const response = await fetch(`${url}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
