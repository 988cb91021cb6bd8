import { describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, fromPromise, waitFor } from 'xstate';
import { type ApiClient, createApiClient, memoryTokenStore, type Schemas } from '../src/client.ts';
import {
  type LoginRequest,
  type LoginResult,
  loginMachine,
  selectLoginView,
} from '../src/machines/login.machine.ts';
import { ApiCallError } from '../src/machines/shared.ts';
import { api, owner } from './support/fixtures.ts';

type User = Schemas['User'];

const user: User = owner;

const success: LoginResult = {
  action: 'success',
  token: 'jwt-1',
  expires_at: '2030-01-01T00:00:00.000Z',
  user,
};

/** The login answers (or failures) in order; every call's body is recorded. */
function scriptedLogin(...answers: Array<LoginResult | Error>) {
  const bodies: LoginRequest[] = [];
  const actor = fromPromise<LoginResult, { api: ApiClient; body: LoginRequest }>(async ({ input }) => {
    bodies.push(input.body);
    const next = answers.shift();
    if (!next) throw new Error('no scripted answer left');
    if (next instanceof Error) throw next;
    return next;
  });
  return { actor, bodies };
}

function start(
  answers: Array<LoginResult | Error>,
  options: { redirectTo?: string; logout?: () => Promise<void> } = {},
) {
  const login = scriptedLogin(...answers);
  const tokens = memoryTokenStore('old-token');
  const logout = vi.fn(options.logout ?? (async () => {}));
  const machine = loginMachine.provide({
    actors: {
      submitLogin: login.actor,
      logout: fromPromise(async () => logout()),
    },
  });
  const actor = createActor(machine, {
    input: { api, tokens, ...(options.redirectTo === undefined ? {} : { redirectTo: options.redirectTo }) },
  });
  const navigations: string[] = [];
  const emitted: string[] = [];
  actor.on('navigate', (e) => navigations.push(e.to));
  actor.on('*', (e) => emitted.push(e.type));
  actor.start();
  return { actor, tokens, logout, navigations, emitted, bodies: login.bodies };
}

const settled = (actor: Actor<typeof loginMachine>) => waitFor(actor, (s) => !s.hasTag('busy'));

const invalidCredentials = () => new ApiCallError(401, 'Incorrect email or password', 'invalid_credentials');
const otpInvalid = () => new ApiCallError(401, 'Incorrect authentication code', 'otp_invalid');

describe('login machine', () => {
  it('starts idle with an empty form', () => {
    const { actor } = start([]);
    expect(selectLoginView(actor.getSnapshot())).toEqual({
      state: 'idle',
      error: null,
      email: '',
      busy: false,
    });
  });

  it('SUBMIT goes to submitting (busy) and sends email and password', async () => {
    const { actor, bodies } = start([success]);
    actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(selectLoginView(actor.getSnapshot()).busy).toBe(true);
    await settled(actor);
    expect(bodies).toEqual([{ email: 'owner@demo.test', password: 'pw' }]);
  });

  describe('success', () => {
    it('stores the token, emits loggedIn and navigates to /home/welcome by default', async () => {
      const { actor, tokens, navigations, emitted } = start([success]);
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      await settled(actor);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('success');
      expect(tokens.get()).toBe('jwt-1');
      expect(snapshot.context.user).toEqual(user);
      expect(snapshot.context.password).toBe('');
      expect(navigations).toEqual(['/home/welcome']);
      expect(emitted).toEqual(['loggedIn', 'navigate']);
    });

    it('navigates to the remembered address', async () => {
      const { actor, navigations } = start([success], { redirectTo: '/settings/users?oid=1&pid=2' });
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      await settled(actor);
      expect(navigations).toEqual(['/settings/users?oid=1&pid=2']);
    });

    it.each(['https://evil.test/', '//evil.test/x', 'javascript:alert(1)'])(
      'ignores a remembered address off the site (%s)',
      async (redirectTo) => {
        const { actor, navigations } = start([success], { redirectTo });
        actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
        await settled(actor);
        expect(navigations).toEqual(['/home/welcome']);
      },
    );
  });

  it('required: keeps the registration token and navigates to /signup with encoded query', async () => {
    const { actor, tokens, navigations } = start([
      { action: 'required', email: 'a+b@demo.test', userID: 7, registration_token: 'reg-1' },
    ]);
    actor.send({ type: 'SUBMIT', email: 'a+b@demo.test', password: 'pw' });
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('required');
    expect(snapshot.context.registrationToken).toBe('reg-1');
    expect(snapshot.context.userID).toBe(7);
    expect(navigations).toEqual(['/signup?email=a%2Bb%40demo.test&userID=7&step=required']);
    expect(tokens.get()).toBe('old-token');
  });

  it('statusRequired: navigates to the uri', async () => {
    const uri = '/signup?step=checkout&plan_id=3&units=1&plan_type=0&id=12';
    const { actor, navigations, tokens } = start([{ action: 'statusRequired', uri }]);
    actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('statusRequired');
    expect(navigations).toEqual([uri]);
    expect(tokens.get()).toBe('old-token');
  });

  describe('one-time code step', () => {
    const otpRequired: LoginResult = { action: 'otpRequired', email: 'owner@demo.test' };

    it('otpRequired goes to the code step without navigating', async () => {
      const { actor, navigations } = start([otpRequired]);
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('otpRequired');
      expect(navigations).toEqual([]);
    });

    it('SUBMIT_CODE resends the login with the otp; a wrong code stays with the message; retry works', async () => {
      const { actor, bodies, tokens, navigations } = start([otpRequired, otpInvalid(), success]);
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      await settled(actor);

      actor.send({ type: 'SUBMIT_CODE', otp: '000000' });
      expect(actor.getSnapshot().value).toBe('codeSubmitting');
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('otpRequired');
      expect(actor.getSnapshot().context.error).toBe('Incorrect authentication code');
      expect(actor.getSnapshot().context.errorCode).toBe('otp_invalid');

      actor.send({ type: 'SUBMIT_CODE', otp: '123456' });
      expect(actor.getSnapshot().context.error).toBeNull();
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('success');
      expect(tokens.get()).toBe('jwt-1');
      expect(navigations).toEqual(['/home/welcome']);
      expect(bodies).toEqual([
        { email: 'owner@demo.test', password: 'pw' },
        { email: 'owner@demo.test', password: 'pw', otp: '000000' },
        { email: 'owner@demo.test', password: 'pw', otp: '123456' },
      ]);
    });

    it('accepts a recovery code instead of the otp', async () => {
      const { actor, bodies } = start([otpRequired, success]);
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      await settled(actor);
      actor.send({ type: 'SUBMIT_CODE', recovery_code: 'abcd-efgh' });
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('success');
      expect(bodies[1]).toEqual({ email: 'owner@demo.test', password: 'pw', recovery_code: 'abcd-efgh' });
    });

    it('a rate limit in the code step stays in the code step with the wait', async () => {
      const { actor } = start([
        otpRequired,
        new ApiCallError(429, 'Too many attempts, try again in 60 seconds', 'rate_limited', 60),
      ]);
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      await settled(actor);
      actor.send({ type: 'SUBMIT_CODE', otp: '1' });
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('otpRequired');
      expect(actor.getSnapshot().context.error).toBe('Too many attempts, try again in 60 seconds');
    });

    it('another error in the code step is a failure (a new code cannot fix it)', async () => {
      const { actor } = start([otpRequired, invalidCredentials()]);
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      await settled(actor);
      actor.send({ type: 'SUBMIT_CODE', otp: '1' });
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('failure');
      expect(actor.getSnapshot().context.error).toBe('Incorrect email or password');
      expect(actor.getSnapshot().context.password).toBe('');
    });

    it('BACK returns to idle, forgets the password and the error', async () => {
      const { actor } = start([otpRequired, otpInvalid()]);
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      await settled(actor);
      actor.send({ type: 'SUBMIT_CODE', otp: '1' });
      await settled(actor);
      actor.send({ type: 'BACK' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('idle');
      expect(snapshot.context.password).toBe('');
      expect(snapshot.context.error).toBeNull();
    });
  });

  describe('failure', () => {
    it("keeps the server's message and code, and the next SUBMIT starts over", async () => {
      const { actor, bodies } = start([invalidCredentials(), success]);
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'wrong' });
      await settled(actor);
      expect(selectLoginView(actor.getSnapshot())).toEqual({
        state: 'failure',
        error: 'Incorrect email or password',
        email: 'owner@demo.test',
        busy: false,
      });
      expect(actor.getSnapshot().context.errorCode).toBe('invalid_credentials');
      expect(actor.getSnapshot().context.password).toBe('');

      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'right' });
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(actor.getSnapshot().context.error).toBeNull();
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('success');
      expect(bodies[1]).toEqual({ email: 'owner@demo.test', password: 'right' });
    });

    it('shows the rate-limit message naming the wait', async () => {
      const { actor } = start([
        new ApiCallError(429, 'Too many attempts, try again in 15 minutes', 'rate_limited'),
      ]);
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      await settled(actor);
      expect(actor.getSnapshot().context.error).toBe('Too many attempts, try again in 15 minutes');
      expect(actor.getSnapshot().context.errorCode).toBe('rate_limited');
    });

    it('a network failure keeps its message and has no code', async () => {
      const { actor } = start([new TypeError('fetch failed')]);
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('failure');
      expect(actor.getSnapshot().context.error).toBe('fetch failed');
      expect(actor.getSnapshot().context.errorCode).toBeNull();
    });
  });

  describe('LOGOUT', () => {
    it('calls logout, clears the token store and emits loggedOut', async () => {
      const { actor, tokens, logout, emitted } = start([success]);
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      await settled(actor);
      actor.send({ type: 'LOGOUT' });
      expect(actor.getSnapshot().value).toBe('loggingOut');
      // The call goes out while the token is still there: the server revokes that session.
      expect(tokens.get()).toBe('jwt-1');
      await settled(actor);
      expect(logout).toHaveBeenCalledTimes(1);
      expect(tokens.get()).toBeNull();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.user).toBeNull();
      expect(emitted.at(-1)).toBe('loggedOut');
    });

    it('ignores a failing logout call', async () => {
      const { actor, tokens, emitted } = start([success], {
        logout: async () => {
          throw new ApiCallError(401, 'Invalid token', 'token_invalid');
        },
      });
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      await settled(actor);
      actor.send({ type: 'LOGOUT' });
      await settled(actor);
      expect(tokens.get()).toBeNull();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(emitted.at(-1)).toBe('loggedOut');
    });

    it.each([
      ['idle', []],
      ['submitting', [success]],
      ['failure', [invalidCredentials()]],
      ['otpRequired', [{ action: 'otpRequired', email: 'owner@demo.test' } as LoginResult]],
      [
        'required',
        [{ action: 'required', email: 'x@demo.test', userID: 2, registration_token: 'r' } as LoginResult],
      ],
      ['statusRequired', [{ action: 'statusRequired', uri: '/signup?step=checkout' } as LoginResult]],
    ] as const)('works from %s', async (state, answers) => {
      const { actor, tokens, emitted } = start([...answers]);
      if (state !== 'idle') actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      if (state !== 'submitting') await settled(actor);
      expect(actor.getSnapshot().value).toBe(state);
      actor.send({ type: 'LOGOUT' });
      await waitFor(actor, (s) => s.value === 'idle');
      expect(tokens.get()).toBeNull();
      expect(actor.getSnapshot().context.registrationToken).toBeNull();
      expect(emitted.at(-1)).toBe('loggedOut');
    });

    it('works from the code step while the code is being checked', async () => {
      const { actor, emitted } = start([{ action: 'otpRequired', email: 'owner@demo.test' }, success]);
      actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
      await settled(actor);
      actor.send({ type: 'SUBMIT_CODE', otp: '1' });
      actor.send({ type: 'LOGOUT' });
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(emitted).toEqual(['loggedOut']);
    });

    it('a second LOGOUT while logging out does not call the server again', async () => {
      let release!: () => void;
      const { actor, logout, emitted } = start([], {
        logout: () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
      });
      actor.send({ type: 'LOGOUT' });
      actor.send({ type: 'LOGOUT' });
      release();
      await settled(actor);
      expect(logout).toHaveBeenCalledTimes(1);
      expect(emitted).toEqual(['loggedOut']);
    });
  });
});

describe('login machine default actors (real client, fake fetch)', () => {
  function fakeApi(reply: (request: Request) => Response) {
    const requests: Request[] = [];
    const tokens = memoryTokenStore('jwt-0');
    const client = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      tokens,
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        requests.push(request.clone());
        return reply(request);
      },
    });
    return { client, requests, tokens };
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('submitLogin posts /login and answers the response', async () => {
    const { client, requests } = fakeApi(() => json(200, { response: success }));
    const actor = createActor(loginMachine, { input: { api: client, tokens: memoryTokenStore() } }).start();
    actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('success');
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/login');
    expect(await requests[0]!.json()).toEqual({ email: 'owner@demo.test', password: 'pw' });
  });

  it("submitLogin turns the contract's error body into the message and code", async () => {
    const { client } = fakeApi(() =>
      json(401, { error: { code: 'invalid_credentials', message: 'Incorrect email or password' } }),
    );
    const actor = createActor(loginMachine, { input: { api: client, tokens: memoryTokenStore() } }).start();
    actor.send({ type: 'SUBMIT', email: 'owner@demo.test', password: 'pw' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBe('Incorrect email or password');
    expect(actor.getSnapshot().context.errorCode).toBe('invalid_credentials');
  });

  it('logout posts /logout with the bearer token, then the token is cleared', async () => {
    const { client, requests, tokens } = fakeApi(() => new Response(null, { status: 204 }));
    const actor = createActor(loginMachine, { input: { api: client, tokens } }).start();
    actor.send({ type: 'LOGOUT' });
    await settled(actor);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/logout');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer jwt-0');
    expect(tokens.get()).toBeNull();
  });
});
