import { describe, expect, it } from 'vitest';
import { type Actor, createActor, fromPromise, waitFor } from 'xstate';
import { createApiClient, type Schemas } from '../src/client.ts';
import { ApiCallError } from '../src/machines/shared.ts';
import { type AcceptTermsInput, selectTermsView, termsMachine } from '../src/machines/terms.machine.ts';
import { api, newcomer } from './support/fixtures.ts';

type User = Schemas['User'];

const accepted: User = { ...newcomer, is_accept_terms_and_conditions: true };

function start(user: User, accept: (input: AcceptTermsInput) => Promise<User> = async () => accepted) {
  const calls: string[] = [];
  const machine = termsMachine.provide({
    actors: {
      acceptTerms: fromPromise<User, AcceptTermsInput>(async ({ input }) => {
        calls.push(input.email);
        return accept(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { api, user } });
  const acceptedUsers: User[] = [];
  actor.on('termsAccepted', (e) => acceptedUsers.push(e.user));
  actor.start();
  return { actor, calls, acceptedUsers };
}

const view = (actor: Actor<typeof termsMachine>) => selectTermsView(actor.getSnapshot());

/** Scroll to the end and tick the box. */
function readAndTick(actor: Actor<typeof termsMachine>) {
  actor.send({ type: 'SCROLLED', atBottom: true });
  actor.send({ type: 'TOGGLE' });
}

describe('terms machine', () => {
  it('starts hidden when the user has accepted the terms', () => {
    const { actor } = start(accepted);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(view(actor).open).toBe(false);
  });

  it('starts open, with the checkbox disabled, when the user has not accepted', () => {
    const { actor } = start(newcomer);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(view(actor)).toEqual({
      open: true,
      canTick: false,
      ticked: false,
      canAgree: false,
      accepting: false,
      error: null,
    });
  });

  it('the first snapshot (before start, as in server rendering) is already resolved', () => {
    expect(
      createActor(termsMachine, { input: { api, user: newcomer } })
        .getSnapshot()
        .matches('open'),
    ).toBe(true);
  });

  it('TOGGLE does nothing until the terms are scrolled to the bottom', () => {
    const { actor } = start(newcomer);
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'SCROLLED', atBottom: false });
    actor.send({ type: 'TOGGLE' });
    expect(view(actor)).toMatchObject({ canTick: false, ticked: false, canAgree: false });
  });

  it('SCROLLED to the bottom enables the checkbox, unticked', () => {
    const { actor } = start(newcomer);
    actor.send({ type: 'SCROLLED', atBottom: true });
    expect(view(actor)).toMatchObject({ canTick: true, ticked: false, canAgree: false });
  });

  it('TOGGLE ticks and unticks once enabled; I Agree follows the box', () => {
    const { actor } = start(newcomer);
    readAndTick(actor);
    expect(view(actor)).toMatchObject({ canTick: true, ticked: true, canAgree: true });
    actor.send({ type: 'TOGGLE' });
    expect(view(actor)).toMatchObject({ canTick: true, ticked: false, canAgree: false });
  });

  it('scrolling back up unticks the box (and disables it until the bottom again)', () => {
    const { actor } = start(newcomer);
    readAndTick(actor);
    actor.send({ type: 'SCROLLED', atBottom: false });
    expect(view(actor)).toMatchObject({ canTick: false, ticked: false, canAgree: false });
    actor.send({ type: 'SCROLLED', atBottom: true });
    expect(view(actor)).toMatchObject({ canTick: true, ticked: false });
  });

  it('further scroll events at the bottom keep the box ticked', () => {
    const { actor } = start(newcomer);
    readAndTick(actor);
    actor.send({ type: 'SCROLLED', atBottom: true });
    expect(view(actor).ticked).toBe(true);
  });

  it('AGREE is ignored while the box is not ticked', () => {
    const { actor, calls } = start(newcomer);
    actor.send({ type: 'AGREE' });
    actor.send({ type: 'SCROLLED', atBottom: true });
    actor.send({ type: 'AGREE' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(calls).toEqual([]);
  });

  it("AGREE records acceptance with the user's email, closes and emits termsAccepted", async () => {
    const { actor, calls, acceptedUsers } = start(newcomer);
    readAndTick(actor);
    actor.send({ type: 'AGREE' });
    expect(view(actor)).toMatchObject({
      open: true,
      accepting: true,
      canAgree: false,
      canTick: false,
      ticked: true,
    });
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(calls).toEqual(['nina@demo.test']);
    expect(acceptedUsers).toEqual([accepted]);
    expect(actor.getSnapshot().context.user).toEqual(accepted);
    expect(view(actor).open).toBe(false);
  });

  it('ignores AGREE, TOGGLE and SCROLLED while the acceptance call runs', async () => {
    let release!: () => void;
    const { actor, calls } = start(
      newcomer,
      () =>
        new Promise<User>((resolve) => {
          release = () => resolve(accepted);
        }),
    );
    readAndTick(actor);
    actor.send({ type: 'AGREE' });
    actor.send({ type: 'AGREE' });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'SCROLLED', atBottom: false });
    expect(actor.getSnapshot().value).toBe('accepting');
    release();
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(calls).toHaveLength(1);
  });

  it('a failure returns to the open dialog with the message, the box still ticked; retry works', async () => {
    let fail = true;
    const { actor, acceptedUsers } = start(newcomer, async () => {
      if (fail) throw new ApiCallError(403, 'The email must be your own', 'forbidden');
      return accepted;
    });
    readAndTick(actor);
    actor.send({ type: 'AGREE' });
    await waitFor(actor, (s) => !s.matches('accepting'));
    expect(view(actor)).toEqual({
      open: true,
      canTick: true,
      ticked: true,
      canAgree: true,
      accepting: false,
      error: 'The email must be your own',
    });
    fail = false;
    actor.send({ type: 'AGREE' });
    expect(view(actor).error).toBeNull();
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(acceptedUsers).toHaveLength(1);
  });

  describe('USER_LOADED (a later terms check)', () => {
    it('opens the dialog from hidden when the new user has not accepted', () => {
      const { actor } = start(accepted);
      actor.send({ type: 'USER_LOADED', user: newcomer });
      expect(view(actor)).toMatchObject({ open: true, canTick: false });
    });

    it('stays hidden for a user who has accepted', () => {
      const { actor } = start(accepted);
      actor.send({ type: 'USER_LOADED', user: accepted });
      expect(actor.getSnapshot().value).toBe('hidden');
    });

    it('re-checks after acceptance', async () => {
      const { actor } = start(newcomer);
      readAndTick(actor);
      actor.send({ type: 'AGREE' });
      await waitFor(actor, (s) => s.matches('accepted'));
      actor.send({ type: 'USER_LOADED', user: accepted });
      expect(actor.getSnapshot().value).toBe('hidden');
    });
  });

  it('the default acceptTerms posts /update_terms_and_conditions with the email', async () => {
    const requests: Request[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        requests.push(request.clone());
        return new Response(JSON.stringify({ response: accepted }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const actor = createActor(termsMachine, { input: { api: client, user: newcomer } }).start();
    readAndTick(actor);
    actor.send({ type: 'AGREE' });
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/update_terms_and_conditions');
    expect(await requests[0]!.json()).toEqual({ email: 'nina@demo.test' });
    expect(actor.getSnapshot().context.user.is_accept_terms_and_conditions).toBe(true);
  });
});
