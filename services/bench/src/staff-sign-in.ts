/**
 * Signs the configured admin in by password as a first sign-in is taken under
 * STAFF_TWO_FACTOR=required (the default): the session's user turns two-factor sign-in on, and the
 * same session then reaches staff routes. Answers the session token.
 */
export async function signInAdmin(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const answer = (await login.json()) as { token?: string; data?: { user?: { twoFactorSetupRequired?: boolean } } };
  if (!login.ok || !answer.token) throw new Error(`The admin's sign-in answered ${login.status}: ${JSON.stringify(answer)}`);
  if (answer.data?.user?.twoFactorSetupRequired) {
    const turnedOn = await fetch(`${baseUrl}/api/v1/auth/toggle-2fa`, { method: 'POST', headers: { authorization: `Bearer ${answer.token}` } });
    if (!turnedOn.ok) throw new Error(`Turning the admin's two-factor sign-in on answered ${turnedOn.status}`);
  }
  return answer.token;
}
