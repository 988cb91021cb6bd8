import { describe, expect, it } from 'vitest';
import { createMockState, DEMO_EMAILS } from '../src/index.ts';
import { raw, setupMockApi } from './support.ts';

const api = setupMockApi();

describe('sessions of the mock mode', () => {
  it("a token from before a page reload (another state) still opens the user's session", async () => {
    const login = await raw('post', '/login', {
      body: { email: DEMO_EMAILS.owner, password: 'Demo-Password-1' },
    });
    const token = (login.body as { response: { token: string } }).response.token;
    api.use(createMockState());
    const user = await raw('get', '/user', { token });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ response: { email: DEMO_EMAILS.owner } });
  });

  it('a logged-out token stays refused in its state; an unknown one is refused', async () => {
    const login = await raw('post', '/login', {
      body: { email: DEMO_EMAILS.owner, password: 'Demo-Password-1' },
    });
    const token = (login.body as { response: { token: string } }).response.token;
    expect((await raw('post', '/logout', { token })).status).toBe(204);
    expect((await raw('get', '/user', { token })).status).toBe(401);
    expect((await raw('get', '/user', { token: 'not-a-mock-token' })).status).toBe(401);
  });
});
