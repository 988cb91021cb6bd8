import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { ApiClient, Schemas } from '../client.ts';
import {
  type ClearableStorage,
  type LoggedOutEvent,
  logoutActor,
  type NavigateEvent,
  toApiCallError,
} from './shared.ts';

/** Spec values: warning after 1500 s without activity ("inactive for 25 min"), 300 s countdown, ping every 180 s. */
export const IDLE_DEFAULT_DELAYS = {
  inactivity: 1_500_000,
  warning: 300_000,
  keepalive: 180_000,
} as const;

/** The countdown in the warning dialog moves once a second. */
export const IDLE_TICK_MS = 1000;

export interface IdleDelays {
  inactivity: number;
  warning: number;
  keepalive: number;
}

export interface IdleMachineInput {
  api: ApiClient;
  /** Cleared on timeout; the portal passes one that clears both localStorage and sessionStorage. */
  storage: ClearableStorage;
  /** Milliseconds; stories and e2e shorten them. */
  delays?: Partial<IdleDelays>;
}

export interface KeepaliveInput {
  api: ApiClient;
}

export interface IdleMachineContext {
  api: ApiClient;
  storage: ClearableStorage;
  delays: IdleDelays;
  /** "The session will expire in N seconds": counts down while the warning shows. */
  secondsLeft: number;
  /** "Inactive for N min", derived from the configured inactivity delay. */
  inactiveMinutes: number;
}

export type IdleEvent =
  /** Any user input (pointer, key, scroll); the app throttles it before sending. */
  | { type: 'ACTIVITY' }
  /** The "Keep me logged in" button. */
  | { type: 'KEEP_ALIVE' }
  /** The stored user changed in another tab (a `storage` event). */
  | { type: 'STORED_USER_CHANGED' };

export type IdleEmitted = NavigateEvent | LoggedOutEvent;

const fullCountdown = (delays: IdleDelays) => Math.ceil(delays.warning / IDLE_TICK_MS);

export const idleMachine = setup({
  types: {
    context: {} as IdleMachineContext,
    events: {} as IdleEvent,
    input: {} as IdleMachineInput,
    emitted: {} as IdleEmitted,
  },
  actors: {
    keepalive: fromPromise<Schemas['Session'], KeepaliveInput>(async ({ input, signal }) => {
      const { data, error, response } = await input.api.POST('/keepalive', { signal });
      if (error !== undefined || data === undefined) throw toApiCallError(error, response);
      return data.response;
    }),
    logout: logoutActor,
  },
  delays: {
    inactivity: ({ context }) => context.delays.inactivity,
    warning: ({ context }) => context.delays.warning,
    keepalive: ({ context }) => context.delays.keepalive,
    tick: IDLE_TICK_MS,
  },
  actions: {
    startCountdown: assign(({ context }) => ({ secondsLeft: fullCountdown(context.delays) })),
    countDown: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    clearStorage: ({ context }) => context.storage.clear(),
    navigateToLogin: emit({ type: 'navigate', to: '/login' }),
    emitLoggedOut: emit({ type: 'loggedOut' }),
  },
}).createMachine({
  id: 'idle',
  context: ({ input }) => {
    const delays: IdleDelays = { ...IDLE_DEFAULT_DELAYS, ...input.delays };
    return {
      api: input.api,
      storage: input.storage,
      delays,
      secondsLeft: fullCountdown(delays),
      inactiveMinutes: Math.round(delays.inactivity / 60_000),
    };
  },
  initial: 'active',
  // Another tab logging out (or in as someone else) ends this tab's session too.
  on: { STORED_USER_CHANGED: { target: '.loggingOut' } },
  states: {
    // Two independent clocks: activity must not postpone the keepalive ping, and the ping must not
    // count as activity.
    active: {
      type: 'parallel',
      states: {
        inactivity: {
          initial: 'watching',
          states: {
            watching: {
              after: { inactivity: '#idle.warning' },
              // Re-entering restarts the inactivity delay.
              on: { ACTIVITY: { target: 'watching', reenter: true } },
            },
          },
        },
        keepalive: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { keepalive: 'pinging' },
            },
            pinging: {
              invoke: {
                src: 'keepalive',
                input: ({ context }) => ({ api: context.api }),
                // A failed ping is not a logout: an expired token is caught by the client's 401 rule.
                onDone: 'waiting',
                onError: 'waiting',
              },
            },
          },
        },
      },
    },
    // ACTIVITY is deliberately not handled here: only the button closes the warning.
    warning: {
      entry: 'startCountdown',
      after: { warning: 'loggingOut' },
      on: { KEEP_ALIVE: 'active' },
      initial: 'counting',
      states: {
        counting: {
          after: { tick: { target: 'counting', reenter: true, actions: 'countDown' } },
        },
      },
    },
    loggingOut: {
      on: { STORED_USER_CHANGED: {} },
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ api: context.api }),
        // Storage (which holds the token) is cleared after the call, which needs the token.
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
    },
    loggedOut: {
      type: 'final',
      entry: ['clearStorage', 'navigateToLogin', 'emitLoggedOut'],
    },
  },
});

export type IdleSnapshot = SnapshotFrom<typeof idleMachine>;

export interface IdleWarningView {
  open: boolean;
  secondsLeft: number;
  inactiveMinutes: number;
}

/** What the "are you still there?" dialog renders. */
export function selectIdleWarning(snapshot: IdleSnapshot): IdleWarningView {
  return {
    open: snapshot.matches('warning'),
    secondsLeft: snapshot.context.secondsLeft,
    inactiveMinutes: snapshot.context.inactiveMinutes,
  };
}
