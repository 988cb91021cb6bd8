/**
 * Subscription upgrade popup and confirm-upgrade dialog (calls-billing-spec §2 "Dialogs and panels",
 * §4 "Upgrade popup", §8 messages, §9 timings).
 *
 * Regions:
 * - `popup`: idle → opening (2000 ms after OPEN) → open (stepper × feature list) → confirming →
 *   upgrading → refreshing → idle. Choosing a plan closes the popup.
 * - `alert`: hidden ↔ shown; an alert (success or the server's error) hides after 5000 ms.
 *
 * Side effects on the app are emitted: `navigate` (the target with oid and pid), `alert`,
 * `clearManagedOrgProperty`. I/O runs only in the named actors `upgradePlan` and
 * `refreshSubscriptions`; tests and stories replace them with `.provide()`.
 *
 * The machine does not hold an API client: the default `upgradePlan` calls the `upgrade` function
 * given in the machine input (the portal passes `(req) => api.POST('/billing/upgrade/plan', { body: req })`),
 * so third parties can run it against their own client.
 */
import {
  and,
  assign,
  type ErrorActorEvent,
  emit,
  fromPromise,
  raise,
  type SnapshotFrom,
  setup,
} from 'xstate';
import { isEnterprisePrice, planButtonDisabled } from '../rules/billing-pricing.ts';
import type { CurrentPlan, Plan, UpgradeRequest } from '../rules/billing-types.ts';
import {
  buildUpgradeRequest,
  FEATURES_COLLAPSED,
  FEATURES_EXPANDED,
  type UpgradePopupType,
  type UpgradeTotal,
  upgradePopupPlans,
  upgradeTotal,
} from '../rules/billing-upgrade.ts';
import { type QueryId, withOidPid } from '../rules/link-access.ts';
import type { RoleName } from '../rules/roles.ts';
import { errorMessage, type NavigateEvent } from './shared.ts';

/** The popup opens about 2 s after the data service signals it (§9). */
export const UPGRADE_OPEN_DELAY_MS = 2000;
/** Alerts auto-dismiss after 5 s (§4, §8). */
export const UPGRADE_ALERT_MS = 5000;

export const UPGRADE_MESSAGES = {
  confirm: 'Are you absolutely sure you want to upgrade?',
  success: 'Successfully Upgraded Plan',
  noPlan: "You don't have an active plan, please choose a new plan below",
  /** Shown when the server gives no message (not in the spec). */
  failed: 'Upgrade failed, please try again later',
} as const;

/**
 * The no-plan view's text. The spec's (§8) is for a company with no plan at all; a company that pays
 * for other products is told it has none of this one (our wording, after the spec's).
 */
export function noPlanMessage(product?: string | null): string {
  return product
    ? `You don't have an active ${product} plan, please choose a new plan below`
    : UPGRADE_MESSAGES.noPlan;
}

export const UPGRADE_ROUTES = {
  pricing: '/settings/billing/pricing',
  welcome: '/home/welcome',
  analytics: '/home/dashboard/analytics',
} as const;

/** Calls the upgrade endpoint; resolves on success, rejects with the server's error. */
export type UpgradePlanFn = (request: UpgradeRequest) => Promise<unknown>;
/** Reloads the active plans and subscriptions after an upgrade. */
export type RefreshSubscriptionsFn = (ids: { oid: QueryId | null; pid: QueryId | null }) => Promise<unknown>;

/** Input of the `upgradePlan` actor: the upgrade request, and the function the default calls. */
export type UpgradePlanInput = UpgradeRequest & { upgrade?: UpgradePlanFn };

/** Input of the `refreshSubscriptions` actor. */
export interface RefreshSubscriptionsInput {
  oid: QueryId | null;
  pid: QueryId | null;
  refresh?: RefreshSubscriptionsFn;
}

export interface UpgradeMachineInput {
  /** the user's role: organization roles cannot choose plans (§6) */
  role?: RoleName | null;
  oid?: QueryId | null;
  pid?: QueryId | null;
  /** the current path, to know whether closing stays on the welcome page */
  currentPath?: string;
  /** default implementation of the `upgradePlan` actor */
  upgrade?: UpgradePlanFn;
  /** default implementation of the `refreshSubscriptions` actor */
  refresh?: RefreshSubscriptionsFn;
  /** overrides the 2000 ms open delay */
  openDelayMs?: number;
  /** overrides the 5000 ms alert time */
  alertMs?: number;
}

export interface UpgradeAlert {
  kind: 'success' | 'error';
  message: string;
}

export interface UpgradeContext {
  role: RoleName | null;
  oid: QueryId | null;
  pid: QueryId | null;
  currentPath: string;
  /** the popup shown: noPlan when the OPEN signal carried no current plan */
  popupType: UpgradePopupType | null;
  /** the no-plan view's product, when the company holds plans of other products (else null) */
  noPlanProduct: string | null;
  /** the plans offered */
  plans: readonly Plan[];
  /** the subscription being upgraded (null: no plan data) */
  currentPlan: CurrentPlan | null;
  /** the plan chosen for the confirm dialog */
  selectedPlan: Plan | null;
  /** what the confirm dialog sends */
  request: UpgradeRequest | null;
  /** what the confirm dialog may show: price × licences, less the previous plan discount */
  total: UpgradeTotal | null;
  alert: UpgradeAlert | null;
  upgrade: UpgradePlanFn | undefined;
  refresh: RefreshSubscriptionsFn | undefined;
  openDelayMs: number;
  alertMs: number;
}

export type UpgradeEvent =
  /** the data service asks for the popup; without currentPlan the no-plan view shows */
  | {
      type: 'OPEN';
      popupType: UpgradePopupType;
      plans?: readonly Plan[];
      currentPlan?: CurrentPlan | null;
      /** the product the no-plan view is about, when the company holds plans of other products */
      noPlanProduct?: string | null;
      currentPath?: string;
      oid?: QueryId | null;
      pid?: QueryId | null;
    }
  /** close button of the popup */
  | { type: 'CLOSE'; currentPath?: string }
  /** Escape key: closes the popup, cancels the confirm dialog */
  | { type: 'ESCAPE'; currentPath?: string }
  /** More / Hide of the feature list */
  | { type: 'TOGGLE_FEATURES' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'CHOOSE_PLAN'; plan: Plan }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS_ALERT' }
  /** internal: an alert was set */
  | { type: 'alert.shown' };

/**
 * Tags the UI reads: `popupOpen` (the upgrade popup shows), `step2` (combo plans),
 * `featuresExpanded` (More pressed), `confirmOpen` (the confirm dialog shows), `busy` (a call runs).
 */
export type UpgradeTag = 'popupOpen' | 'step2' | 'featuresExpanded' | 'confirmOpen' | 'busy';

export type UpgradeEmitted =
  | NavigateEvent
  | { type: 'alert'; kind: UpgradeAlert['kind']; message: string; durationMs: number }
  | { type: 'clearManagedOrgProperty' };

/**
 * The server's message of a failed upgrade: an Error's message (ApiCallError carries the server's),
 * the contract's `{ error: { message } }`, a `{ message }` body or a text; else a fallback.
 */
export function upgradeErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error.trim() ? error : UPGRADE_MESSAGES.failed;
  if (error instanceof Error) return error.message || UPGRADE_MESSAGES.failed;
  if (error && typeof error === 'object') {
    const { message, error: nested } = error as { message?: unknown; error?: unknown };
    if (nested !== undefined) return errorMessage(error);
    if (typeof message === 'string' && message.trim()) return message;
  }
  return UPGRADE_MESSAGES.failed;
}

/** Whether a path (query and fragment ignored) is the welcome page. */
export function isWelcomePath(path: string | undefined): boolean {
  const pathname = (path ?? '').split(/[?#]/, 1)[0] ?? '';
  return /(^|\/)home\/welcome\/?$/.test(pathname);
}

const eventPath = (event: UpgradeEvent): string | undefined =>
  'currentPath' in event && typeof event.currentPath === 'string' ? event.currentPath : undefined;

export const upgradeMachine = setup({
  types: {
    context: {} as UpgradeContext,
    events: {} as UpgradeEvent,
    input: {} as UpgradeMachineInput,
    emitted: {} as UpgradeEmitted,
    tags: {} as UpgradeTag,
  },
  actors: {
    /** POST the upgrade request through the `upgrade` function of the machine input. */
    upgradePlan: fromPromise<unknown, UpgradePlanInput>(async ({ input }) => {
      const { upgrade, ...request } = input;
      if (!upgrade) throw new Error(UPGRADE_MESSAGES.failed);
      return upgrade(request);
    }),
    /** Reload the subscriptions through the `refresh` function of the machine input (none: no-op). */
    refreshSubscriptions: fromPromise<unknown, RefreshSubscriptionsInput>(async ({ input }) =>
      input.refresh?.({ oid: input.oid, pid: input.pid }),
    ),
  },
  delays: {
    openDelay: ({ context }) => context.openDelayMs,
    alertTimeout: ({ context }) => context.alertMs,
  },
  guards: {
    /** the chosen plan's button is enabled (role and price, §5 §6) */
    planSelectable: ({ context, event }) =>
      event.type === 'CHOOSE_PLAN' && !planButtonDisabled(event.plan, context.currentPlan, context.role),
    enterprisePlan: ({ event }) => event.type === 'CHOOSE_PLAN' && isEnterprisePrice(event.plan.price),
    /** a subscription exists to upgrade in place */
    hasSubscription: ({ context }) => context.popupType !== 'noPlan' && context.currentPlan !== null,
    onWelcome: ({ context, event }) => isWelcomePath(eventPath(event) ?? context.currentPath),
  },
  actions: {
    receiveOpen: assign(({ context, event }) => {
      if (event.type !== 'OPEN') return {};
      const currentPlan = event.currentPlan ?? null;
      return {
        popupType: currentPlan ? event.popupType : 'noPlan',
        noPlanProduct: currentPlan ? null : (event.noPlanProduct ?? null),
        plans: event.plans ?? [],
        currentPlan,
        selectedPlan: null,
        request: null,
        total: null,
        currentPath: event.currentPath ?? context.currentPath,
        oid: event.oid !== undefined ? event.oid : context.oid,
        pid: event.pid !== undefined ? event.pid : context.pid,
      };
    }),
    rememberPath: assign(({ context, event }) => ({ currentPath: eventPath(event) ?? context.currentPath })),
    selectPlan: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE_PLAN' || !context.currentPlan) return {};
      return {
        selectedPlan: event.plan,
        request: buildUpgradeRequest(context.currentPlan, event.plan),
        total: upgradeTotal(event.plan.price, context.currentPlan),
      };
    }),
    clearSelection: assign({ selectedPlan: null, request: null, total: null }),
    navigateToPricing: emit(({ context }) => ({
      type: 'navigate' as const,
      to: withOidPid(UPGRADE_ROUTES.pricing, context.oid, context.pid),
    })),
    navigateToWelcome: emit(({ context }) => ({
      type: 'navigate' as const,
      to: withOidPid(UPGRADE_ROUTES.welcome, context.oid, context.pid),
    })),
    navigateToAnalytics: emit(({ context }) => ({
      type: 'navigate' as const,
      to: withOidPid(UPGRADE_ROUTES.analytics, context.oid, context.pid),
    })),
    clearManagedOrgProperty: emit({ type: 'clearManagedOrgProperty' as const }),
    showSuccess: assign({ alert: { kind: 'success', message: UPGRADE_MESSAGES.success } }),
    showError: assign((_, error: unknown) => ({
      alert: { kind: 'error' as const, message: upgradeErrorMessage(error) },
    })),
    announceAlert: emit(({ context }) => ({
      type: 'alert' as const,
      kind: context.alert?.kind ?? 'error',
      message: context.alert?.message ?? '',
      durationMs: context.alertMs,
    })),
    raiseAlertShown: raise({ type: 'alert.shown' as const }),
    clearAlert: assign({ alert: null }),
  },
}).createMachine({
  id: 'upgrade',
  type: 'parallel',
  context: ({ input }) => ({
    role: input.role ?? null,
    oid: input.oid ?? null,
    pid: input.pid ?? null,
    currentPath: input.currentPath ?? '',
    popupType: null,
    noPlanProduct: null,
    plans: [],
    currentPlan: null,
    selectedPlan: null,
    request: null,
    total: null,
    alert: null,
    upgrade: input.upgrade,
    refresh: input.refresh,
    openDelayMs: input.openDelayMs ?? UPGRADE_OPEN_DELAY_MS,
    alertMs: input.alertMs ?? UPGRADE_ALERT_MS,
  }),
  states: {
    popup: {
      initial: 'idle',
      states: {
        idle: {
          on: { OPEN: { target: 'opening', actions: 'receiveOpen' } },
        },
        /** waiting the open delay; nothing is shown yet */
        opening: {
          after: { openDelay: 'open' },
          on: {
            OPEN: { target: 'opening', reenter: true, actions: 'receiveOpen' },
            CLOSE: { target: 'idle', actions: 'rememberPath' },
            ESCAPE: { target: 'idle', actions: 'rememberPath' },
          },
        },
        /** the popup is visible: context.popupType tells which view */
        open: {
          tags: ['popupOpen'],
          type: 'parallel',
          states: {
            stepper: {
              initial: 'step1',
              states: {
                step1: { on: { NEXT: 'step2' } },
                /** the combo plans */
                step2: { tags: ['step2'], on: { BACK: 'step1' } },
              },
            },
            features: {
              initial: 'collapsed',
              states: {
                collapsed: { on: { TOGGLE_FEATURES: 'expanded' } },
                expanded: { tags: ['featuresExpanded'], on: { TOGGLE_FEATURES: 'collapsed' } },
              },
            },
          },
          on: {
            CLOSE: [
              {
                guard: 'onWelcome',
                target: 'idle',
                actions: ['rememberPath', 'clearManagedOrgProperty'],
              },
              {
                target: 'idle',
                actions: ['rememberPath', 'navigateToAnalytics', 'clearManagedOrgProperty'],
              },
            ],
            ESCAPE: [
              {
                guard: 'onWelcome',
                target: 'idle',
                actions: ['rememberPath', 'clearManagedOrgProperty'],
              },
              {
                target: 'idle',
                actions: ['rememberPath', 'navigateToAnalytics', 'clearManagedOrgProperty'],
              },
            ],
            CHOOSE_PLAN: [
              {
                guard: and(['planSelectable', 'enterprisePlan']),
                target: 'idle',
                actions: 'navigateToPricing',
              },
              {
                guard: and(['planSelectable', 'hasSubscription']),
                target: 'confirming',
                actions: 'selectPlan',
              },
              /** no subscription to upgrade in place: buying happens on the pricing page */
              { guard: 'planSelectable', target: 'idle', actions: 'navigateToPricing' },
            ],
          },
        },
        /** the confirm dialog: 'Are you absolutely sure you want to upgrade?' */
        confirming: {
          tags: ['confirmOpen'],
          on: {
            CONFIRM: 'upgrading',
            CANCEL: { target: 'idle', actions: ['clearSelection', 'navigateToWelcome'] },
            ESCAPE: { target: 'idle', actions: ['clearSelection', 'navigateToWelcome'] },
          },
        },
        /** the confirm dialog stays open, busy, until the answer */
        upgrading: {
          tags: ['confirmOpen', 'busy'],
          invoke: {
            src: 'upgradePlan',
            input: ({ context }) => ({ ...context.request!, upgrade: context.upgrade }),
            onDone: {
              target: 'refreshing',
              actions: ['showSuccess', 'announceAlert', 'raiseAlertShown'],
            },
            onError: {
              target: 'idle',
              actions: [
                'clearSelection',
                { type: 'showError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
                'announceAlert',
                'raiseAlertShown',
                'navigateToWelcome',
              ],
            },
          },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            src: 'refreshSubscriptions',
            input: ({ context }) => ({ oid: context.oid, pid: context.pid, refresh: context.refresh }),
            onDone: { target: 'idle', actions: ['clearSelection', 'navigateToWelcome'] },
            /** a failed refresh does not undo the upgrade: go on to welcome */
            onError: { target: 'idle', actions: ['clearSelection', 'navigateToWelcome'] },
          },
        },
      },
    },
    alert: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'alert.shown': 'shown' } },
        /** context.alert is visible until the alert time passes or the user dismisses it */
        shown: {
          after: { alertTimeout: { target: 'hidden', actions: 'clearAlert' } },
          on: {
            'alert.shown': { target: 'shown', reenter: true },
            DISMISS_ALERT: { target: 'hidden', actions: 'clearAlert' },
          },
        },
      },
    },
  },
});

export type UpgradeMachine = typeof upgradeMachine;
export type UpgradeSnapshot = SnapshotFrom<typeof upgradeMachine>;

export interface UpgradeView {
  popupOpen: boolean;
  popupType: UpgradePopupType | null;
  /** the no-plan view's text, else null */
  noPlanMessage: string | null;
  step: 1 | 2;
  /** the plans of the current step (step 2: combo plans without the Enterprise card) */
  stepPlans: Plan[];
  featuresExpanded: boolean;
  /** how many features a card shows: 6 collapsed, at most 31 expanded */
  featureLimit: number;
  confirmOpen: boolean;
  confirmMessage: string;
  selectedPlan: Plan | null;
  total: UpgradeTotal | null;
  busy: boolean;
  alert: UpgradeAlert | null;
}

/** Everything the popup, the confirm dialog and the alert render, in one read. */
export function selectUpgradeView(snapshot: UpgradeSnapshot): UpgradeView {
  const { context } = snapshot;
  const step = snapshot.hasTag('step2') ? 2 : 1;
  const featuresExpanded = snapshot.hasTag('featuresExpanded');
  return {
    popupOpen: snapshot.hasTag('popupOpen'),
    popupType: context.popupType,
    noPlanMessage: context.popupType === 'noPlan' ? noPlanMessage(context.noPlanProduct) : null,
    step,
    stepPlans: context.popupType ? upgradePopupPlans(context.plans, context.popupType, step) : [],
    featuresExpanded,
    featureLimit: featuresExpanded ? FEATURES_EXPANDED : FEATURES_COLLAPSED,
    confirmOpen: snapshot.hasTag('confirmOpen'),
    confirmMessage: UPGRADE_MESSAGES.confirm,
    selectedPlan: context.selectedPlan,
    total: context.total,
    busy: snapshot.hasTag('busy'),
    alert: context.alert,
  };
}
