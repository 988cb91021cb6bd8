/**
 * Rows a ui-server page test puts on the real server before it opens a page (the demo seed holds
 * one workflow; a rule between two needs a second), through the API as a demo member.
 */
const DEMO_PASSWORD = 'Demo-Password-1';

export async function apiAs(email = 'owner@demo.test') {
  const login = await fetch('/api/v1/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { response } = (await login.json()) as { response: { token: string } };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${response.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : ((await res.json()) as { response: T }).response) as T;
  };
}
