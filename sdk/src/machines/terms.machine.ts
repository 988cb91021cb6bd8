import { assign, type ErrorActorEvent, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { ApiClient, Schemas } from '../client.ts';
import { errorMessage, toApiCallError } from './shared.ts';

export type TermsUser = Schemas['User'];

export interface TermsMachineInput {
  api: ApiClient;
  /** The current user (GET /user); `is_accept_terms_and_conditions` decides whether the dialog shows. */
  user: TermsUser;
}

export interface AcceptTermsInput {
  api: ApiClient;
  email: string;
}

export interface TermsMachineContext {
  api: ApiClient;
  user: TermsUser;
  error: string | null;
}

export type TermsEvent =
  /** The terms text was scrolled; `atBottom` says whether its end is in view. */
  | { type: 'SCROLLED'; atBottom: boolean }
  | { type: 'TOGGLE' }
  | { type: 'AGREE' }
  /** A page's terms check with a freshly loaded user: raises the dialog again if needed. */
  | { type: 'USER_LOADED'; user: TermsUser };

export type TermsEmitted = { type: 'termsAccepted'; user: TermsUser };

/**
 * Tags the UI reads instead of re-deriving the rules: `canTick` (checkbox enabled), `ticked`, `canAgree`
 * (I Agree enabled). Modelled as states so the rules cannot drift apart from the flags.
 */
export type TermsTag = 'canTick' | 'ticked' | 'canAgree';

export const termsMachine = setup({
  types: {
    context: {} as TermsMachineContext,
    events: {} as TermsEvent,
    input: {} as TermsMachineInput,
    emitted: {} as TermsEmitted,
    tags: {} as TermsTag,
  },
  actors: {
    acceptTerms: fromPromise<TermsUser, AcceptTermsInput>(async ({ input, signal }) => {
      const { data, error, response } = await input.api.POST('/update_terms_and_conditions', {
        body: { email: input.email },
        signal,
      });
      if (error !== undefined || data === undefined) throw toApiCallError(error, response);
      return data.response;
    }),
  },
  guards: {
    hasAccepted: ({ context }) => context.user.is_accept_terms_and_conditions,
    isAtBottom: ({ event }) => event.type === 'SCROLLED' && event.atBottom,
    isScrolledUp: ({ event }) => event.type === 'SCROLLED' && !event.atBottom,
  },
  actions: {
    takeUser: assign(({ event }) => (event.type === 'USER_LOADED' ? { user: event.user } : {})),
    clearError: assign({ error: null }),
    keepError: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    keepAcceptedUser: assign((_, user: TermsUser) => ({ user, error: null })),
    emitAccepted: emit(({ context }) => ({ type: 'termsAccepted' as const, user: context.user })),
  },
}).createMachine({
  id: 'terms',
  context: ({ input }) => ({ api: input.api, user: input.user, error: null }),
  initial: 'checking',
  states: {
    // Resolved immediately (eventless), so the first snapshot is already `hidden` or `open`.
    checking: {
      always: [{ guard: 'hasAccepted', target: 'hidden' }, { target: 'open' }],
    },
    hidden: {
      on: { USER_LOADED: { target: 'checking', actions: 'takeUser' } },
    },
    open: {
      initial: 'locked',
      states: {
        // Checkbox disabled: the terms have not been read to the end.
        locked: {
          on: { SCROLLED: { guard: 'isAtBottom', target: 'unlocked' } },
        },
        unlocked: {
          initial: 'unticked',
          // Scrolling back up unticks the box and disables it until the end is in view again.
          on: { SCROLLED: { guard: 'isScrolledUp', target: 'locked' } },
          states: {
            unticked: {
              tags: ['canTick'],
              on: { TOGGLE: 'ticked' },
            },
            ticked: {
              tags: ['canTick', 'ticked', 'canAgree'],
              on: {
                TOGGLE: 'unticked',
                AGREE: { target: '#terms.accepting', actions: 'clearError' },
              },
            },
          },
        },
      },
    },
    accepting: {
      // The box stays ticked while the call runs, but neither it nor I Agree can be used again.
      tags: ['ticked'],
      invoke: {
        src: 'acceptTerms',
        input: ({ context }) => ({ api: context.api, email: context.user.email }),
        onDone: {
          target: 'accepted',
          actions: [{ type: 'keepAcceptedUser', params: ({ event }) => event.output }, 'emitAccepted'],
        },
        // AGREE is only possible from a ticked box at the bottom, so that is where a failure returns.
        onError: {
          target: '#terms.open.unlocked.ticked',
          actions: { type: 'keepError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    // Dialog closed for good unless a later terms check brings a user who has not accepted.
    accepted: {
      on: { USER_LOADED: { target: 'checking', actions: 'takeUser' } },
    },
  },
});

export type TermsSnapshot = SnapshotFrom<typeof termsMachine>;

export interface TermsView {
  /** The dialog is shown (also while the acceptance call runs). */
  open: boolean;
  canTick: boolean;
  ticked: boolean;
  canAgree: boolean;
  accepting: boolean;
  error: string | null;
}

/** Everything the dialog renders, in one read. */
export function selectTermsView(snapshot: TermsSnapshot): TermsView {
  return {
    open: snapshot.matches('open') || snapshot.matches('accepting'),
    canTick: snapshot.hasTag('canTick'),
    ticked: snapshot.hasTag('ticked'),
    canAgree: snapshot.hasTag('canAgree'),
    accepting: snapshot.matches('accepting'),
    error: snapshot.context.error,
  };
}
