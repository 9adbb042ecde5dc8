/** What POST auth/token-verify answers a token: 200 while its session lives, 401 once it ended. */
export async function tokenVerifyStatus(baseUrl: string, token: string): Promise<number> {
  const answer = await fetch(new URL('/api/v1/auth/token-verify', baseUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  return answer.status;
}
