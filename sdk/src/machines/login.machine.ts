import { assign, type ErrorActorEvent, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { ApiClient, Schemas, TokenStore } from '../client.ts';
import {
  type ErrorCode,
  errorCode,
  errorMessage,
  type LoggedOutEvent,
  logoutActor,
  type NavigateEvent,
  toApiCallError,
} from './shared.ts';

export type LoginRequest = Schemas['LoginRequest'];
export type LoginResult = Schemas['LoginResult'];
export type LoginUser = Schemas['User'];

/** Where a successful login lands when the route guard remembered nothing. */
export const DEFAULT_LOGIN_REDIRECT = '/home/welcome';

export interface LoginMachineInput {
  api: ApiClient;
  tokens: TokenStore;
  /** The URL the route guard remembered before sending the user to /login. */
  redirectTo?: string;
}

export interface SubmitLoginInput {
  api: ApiClient;
  body: LoginRequest;
}

export interface LoginMachineContext {
  api: ApiClient;
  tokens: TokenStore;
  redirectTo: string | undefined;
  email: string;
  /**
   * Kept only between the first answer and the code step: the server wants the same login again with
   * `otp` or `recovery_code`. Wiped on success, BACK and LOGOUT.
   */
  password: string;
  error: string | null;
  errorCode: ErrorCode | null;
  /** Set on `required`: the short-lived token for the /registration/* calls of the sign-up page. */
  registrationToken: string | null;
  userID: number | null;
  user: LoginUser | null;
  /** The last answer of POST /login, read by the branch states. */
  result: LoginResult | null;
}

export type LoginEvent =
  | { type: 'SUBMIT'; email: string; password: string }
  | { type: 'SUBMIT_CODE'; otp: string }
  | { type: 'SUBMIT_CODE'; recovery_code: string }
  | { type: 'BACK' }
  | { type: 'LOGOUT' };

export type LoginEmitted = NavigateEvent | LoggedOutEvent | { type: 'loggedIn'; user: LoginUser };

type Result<A extends LoginResult['action']> = Extract<LoginResult, { action: A }>;

/** Only same-site paths: a remembered URL must never send the user to another origin. */
function safeRedirect(to: string | undefined): string {
  return to?.startsWith('/') && !to.startsWith('//') ? to : DEFAULT_LOGIN_REDIRECT;
}

function signupUrl(result: Result<'required'>): string {
  const query = new URLSearchParams({
    email: result.email,
    userID: String(result.userID),
    step: 'required',
  });
  return `/signup?${query.toString()}`;
}

type Narrowed<A extends LoginResult['action']> = (context: LoginMachineContext) => Result<A> | undefined;

/** Reads the last answer when it has the given action; the entry actions below only run after the matching guard. */
const resultOf =
  <A extends LoginResult['action']>(action: A): Narrowed<A> =>
  (context) =>
    context.result?.action === action ? (context.result as Result<A>) : undefined;
const successOf = resultOf('success');
const requiredOf = resultOf('required');
const statusOf = resultOf('statusRequired');

/** Hands an actor's rejection to the error guard and action as their params. */
const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

export const loginMachine = setup({
  types: {
    context: {} as LoginMachineContext,
    events: {} as LoginEvent,
    input: {} as LoginMachineInput,
    emitted: {} as LoginEmitted,
    tags: {} as 'busy',
  },
  actors: {
    submitLogin: fromPromise<LoginResult, SubmitLoginInput>(async ({ input, signal }) => {
      const { data, error, response } = await input.api.POST('/login', { body: input.body, signal });
      if (error !== undefined || data === undefined) throw toApiCallError(error, response);
      return data.response;
    }),
    logout: logoutActor,
  },
  guards: {
    isSuccess: ({ context }) => context.result?.action === 'success',
    isRequired: ({ context }) => context.result?.action === 'required',
    isStatusRequired: ({ context }) => context.result?.action === 'statusRequired',
    /** Errors the code step can recover from by typing again (wrong code, or waiting out the limit). */
    isCodeStepError: (_, error: unknown) => {
      const code = errorCode(error);
      return code === 'otp_invalid' || code === 'rate_limited';
    },
  },
  actions: {
    rememberCredentials: assign(({ event }) => {
      if (event.type !== 'SUBMIT') return {};
      return { email: event.email, password: event.password };
    }),
    clearError: assign({ error: null, errorCode: null }),
    keepResult: assign((_, result: LoginResult) => ({ result })),
    keepError: assign((_, error: unknown) => ({
      error: errorMessage(error),
      errorCode: errorCode(error) ?? null,
    })),
    forgetPassword: assign({ password: '' }),
    storeSession: assign(({ context }) => {
      const result = successOf(context);
      if (!result) return {};
      context.tokens.set(result.token);
      return { user: result.user, password: '' };
    }),
    emitLoggedIn: emit(({ context }) => ({ type: 'loggedIn' as const, user: successOf(context)!.user })),
    navigateAfterLogin: emit(({ context }) => ({
      type: 'navigate' as const,
      to: safeRedirect(context.redirectTo),
    })),
    keepRegistration: assign(({ context }) => {
      const result = requiredOf(context);
      if (!result) return {};
      return { registrationToken: result.registration_token, userID: result.userID, password: '' };
    }),
    navigateToSignup: emit(({ context }) => ({
      type: 'navigate' as const,
      to: signupUrl(requiredOf(context)!),
    })),
    navigateToStatus: emit(({ context }) => ({ type: 'navigate' as const, to: statusOf(context)!.uri })),
    /** "Logout removes the stored user": the token store is the portal's stored user. */
    clearSession: assign(({ context }) => {
      context.tokens.set(null);
      return {
        user: null,
        result: null,
        password: '',
        registrationToken: null,
        userID: null,
        error: null,
        errorCode: null,
      };
    }),
    emitLoggedOut: emit({ type: 'loggedOut' }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    api: input.api,
    tokens: input.tokens,
    redirectTo: input.redirectTo,
    email: '',
    password: '',
    error: null,
    errorCode: null,
    registrationToken: null,
    userID: null,
    user: null,
    result: null,
  }),
  initial: 'idle',
  // LOGOUT works from every state (a header button, an interceptor's 401, ...).
  on: { LOGOUT: { target: '.loggingOut' } },
  states: {
    idle: {
      on: { SUBMIT: { target: 'submitting', actions: ['rememberCredentials', 'clearError'] } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitLogin',
        input: ({ context }) => ({
          api: context.api,
          body: { email: context.email, password: context.password },
        }),
        onDone: { target: 'answered', actions: { type: 'keepResult', params: ({ event }) => event.output } },
        onError: {
          target: 'failure',
          actions: [{ type: 'keepError', params: errorOf }, 'forgetPassword'],
        },
      },
    },
    // Both the password step and the code step land here; the branches are the spec's login result.
    answered: {
      always: [
        { guard: 'isSuccess', target: 'success' },
        { guard: 'isRequired', target: 'required' },
        { guard: 'isStatusRequired', target: 'statusRequired' },
        // otpRequired: first answer of a 2FA account, or the code step answered it again.
        { target: 'otpRequired' },
      ],
    },
    // The error stays in context for the form; the next SUBMIT starts over like from idle.
    failure: {
      on: { SUBMIT: { target: 'submitting', actions: ['rememberCredentials', 'clearError'] } },
    },
    otpRequired: {
      on: {
        SUBMIT_CODE: { target: 'codeSubmitting', actions: 'clearError' },
        BACK: { target: 'idle', actions: ['forgetPassword', 'clearError'] },
      },
    },
    codeSubmitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitLogin',
        input: ({ context, event }) => {
          const body: LoginRequest = { email: context.email, password: context.password };
          if (event.type === 'SUBMIT_CODE') {
            if ('otp' in event) body.otp = event.otp;
            else body.recovery_code = event.recovery_code;
          }
          return { api: context.api, body };
        },
        onDone: { target: 'answered', actions: { type: 'keepResult', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isCodeStepError', params: errorOf },
            target: 'otpRequired',
            actions: { type: 'keepError', params: errorOf },
          },
          // Anything else (e.g. the password no longer matches) cannot be fixed by a new code.
          {
            target: 'failure',
            actions: [{ type: 'keepError', params: errorOf }, 'forgetPassword'],
          },
        ],
      },
    },
    success: {
      entry: ['storeSession', 'emitLoggedIn', 'navigateAfterLogin'],
    },
    required: {
      entry: ['keepRegistration', 'navigateToSignup'],
    },
    statusRequired: {
      entry: ['forgetPassword', 'navigateToStatus'],
    },
    loggingOut: {
      tags: ['busy'],
      // A second LOGOUT while the call runs changes nothing.
      on: { LOGOUT: {} },
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ api: context.api }),
        // The token is cleared only after the call, which needs it to revoke the session server side.
        onDone: { target: 'idle', actions: ['clearSession', 'emitLoggedOut'] },
        onError: { target: 'idle', actions: ['clearSession', 'emitLoggedOut'] },
      },
    },
  },
});

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export interface LoginView {
  /** The machine's state: idle, submitting, failure, otpRequired, codeSubmitting, success, ... */
  state: LoginSnapshot['value'];
  error: string | null;
  email: string;
  /** True while a call runs, to disable the form. */
  busy: boolean;
}

/** What the login form renders. */
export function selectLoginView(snapshot: LoginSnapshot): LoginView {
  return {
    state: snapshot.value,
    error: snapshot.context.error,
    email: snapshot.context.email,
    busy: snapshot.hasTag('busy'),
  };
}
