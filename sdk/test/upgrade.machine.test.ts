import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, fromPromise } from 'xstate';
import type { CurrentPlan, Plan } from '../src/index.ts';
import { ApiCallError } from '../src/machines/shared.ts';
import {
  isWelcomePath,
  type RefreshSubscriptionsInput,
  selectUpgradeView,
  UPGRADE_ALERT_MS,
  UPGRADE_MESSAGES,
  UPGRADE_OPEN_DELAY_MS,
  type UpgradeEmitted,
  type UpgradeEvent,
  type UpgradeMachineInput,
  type UpgradePlanInput,
  upgradeErrorMessage,
  upgradeMachine,
} from '../src/machines/upgrade.machine.ts';

let planIds = 0;
const plan = (name: string, price: number, type = 0): Plan => ({
  id: ++planIds,
  name,
  product_name: `Cookie Consent Management ${name}`,
  price,
  cycle: 'monthly',
  type,
  stripe_plan_id: `price_${type}_${name.toLowerCase()}`,
});

const starter = plan('Starter', 10);
const essentials = plan('Essentials', 20);
const professional = plan('Professional', 50);
const enterprise = plan('Enterprise', -1);
const business = plan('Business', 99, 11);
const comboEnterprise = plan('Enterprise', -1, 11);
const plans = [starter, essentials, professional, enterprise, business, comboEnterprise];

const currentPlan: CurrentPlan = {
  stripe_sub_id: 'sub_1',
  stripe_plan_id: 'price_0_essentials',
  sub_item_id: 'si_1',
  total_licence: '3',
  discount_applied: true,
  discount_percentage: 10,
  product_name: 'Cookie Consent Management Essentials',
  price: 20,
  cycle: 'monthly',
};

const open: UpgradeEvent = { type: 'OPEN', popupType: 'cookieConsent', plans, currentPlan };

interface Options {
  input?: UpgradeMachineInput;
  upgrade?: (input: UpgradePlanInput) => Promise<unknown>;
  refresh?: (input: RefreshSubscriptionsInput) => Promise<unknown>;
  /** keep the machine's own actors (the defaults) */
  defaults?: boolean;
}

function start(options: Options = {}) {
  const upgrades: UpgradePlanInput[] = [];
  const refreshes: RefreshSubscriptionsInput[] = [];
  const machine = options.defaults
    ? upgradeMachine
    : upgradeMachine.provide({
        actors: {
          upgradePlan: fromPromise<unknown, UpgradePlanInput>(async ({ input }) => {
            upgrades.push(input);
            return (options.upgrade ?? (async () => ({ message: 'ok' })))(input);
          }),
          refreshSubscriptions: fromPromise<unknown, RefreshSubscriptionsInput>(async ({ input }) => {
            refreshes.push(input);
            return (options.refresh ?? (async () => undefined))(input);
          }),
        },
      });
  const actor = createActor(machine, {
    input: { role: 'Company Owner', oid: 1, pid: 2, currentPath: '/privacy/dsar/requests', ...options.input },
  });
  const emitted: UpgradeEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, upgrades, refreshes };
}

const view = (actor: Actor<typeof upgradeMachine>) => selectUpgradeView(actor.getSnapshot());
const popupState = (actor: Actor<typeof upgradeMachine>) =>
  (actor.getSnapshot().value as { popup: unknown }).popup;
const alertState = (actor: Actor<typeof upgradeMachine>) =>
  (actor.getSnapshot().value as { alert: unknown }).alert;

/** Let the promise actors settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function openNow(actor: Actor<typeof upgradeMachine>, event: UpgradeEvent = open) {
  actor.send(event);
  vi.advanceTimersByTime(UPGRADE_OPEN_DELAY_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('upgrade machine: opening', () => {
  it('starts idle with nothing shown', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ popup: 'idle', alert: 'hidden' });
    expect(view(actor)).toEqual({
      popupOpen: false,
      popupType: null,
      noPlanMessage: null,
      step: 1,
      stepPlans: [],
      featuresExpanded: false,
      featureLimit: 6,
      confirmOpen: false,
      confirmMessage: 'Are you absolutely sure you want to upgrade?',
      selectedPlan: null,
      total: null,
      busy: false,
      alert: null,
    });
  });

  it('opens 2000 ms after the OPEN signal', () => {
    const { actor } = start();
    actor.send(open);
    expect(popupState(actor)).toBe('opening');
    vi.advanceTimersByTime(1999);
    expect(view(actor).popupOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(view(actor).popupOpen).toBe(true);
    expect(view(actor).popupType).toBe('cookieConsent');
    expect(view(actor).noPlanMessage).toBeNull();
    expect(view(actor).stepPlans).toEqual([starter, essentials, professional, enterprise]);
  });

  it('takes the open delay from the input', () => {
    const { actor } = start({ input: { openDelayMs: 500 } });
    actor.send(open);
    vi.advanceTimersByTime(499);
    expect(view(actor).popupOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(view(actor).popupOpen).toBe(true);
  });

  it('shows the no-plan view when the signal carries no plan data', () => {
    const { actor } = start();
    openNow(actor, { type: 'OPEN', popupType: 'org', plans });
    expect(view(actor).popupType).toBe('noPlan');
    expect(view(actor).noPlanMessage).toBe("You don't have an active plan, please choose a new plan below");
    expect(actor.getSnapshot().context.currentPlan).toBeNull();
  });

  it('tells a company paying for other products that it has no plan of this one', () => {
    const { actor } = start();
    openNow(actor, {
      type: 'OPEN',
      popupType: 'consentPreference',
      plans,
      noPlanProduct: 'Consent Preference',
    });
    expect(view(actor).popupType).toBe('noPlan');
    expect(view(actor).noPlanMessage).toBe(
      "You don't have an active Consent Preference plan, please choose a new plan below",
    );
    // The next signal without a product is about a company with no plan at all again.
    actor.send({ type: 'CLOSE' });
    openNow(actor, { type: 'OPEN', popupType: 'org', plans });
    expect(view(actor).noPlanMessage).toBe("You don't have an active plan, please choose a new plan below");
  });

  it('shows the no-plan view when asked for it, and an empty list without plans', () => {
    const { actor } = start();
    openNow(actor, { type: 'OPEN', popupType: 'noPlan', currentPlan });
    expect(view(actor).popupType).toBe('noPlan');
    expect(view(actor).stepPlans).toEqual([]);
  });

  it('restarts the delay with the new data on a second OPEN while waiting', () => {
    const { actor } = start();
    actor.send(open);
    vi.advanceTimersByTime(1500);
    actor.send({ type: 'OPEN', popupType: 'consentPreference', plans, currentPlan, oid: 5, pid: 6 });
    vi.advanceTimersByTime(1500);
    expect(view(actor).popupOpen).toBe(false);
    vi.advanceTimersByTime(500);
    expect(view(actor).popupType).toBe('consentPreference');
    expect(actor.getSnapshot().context).toMatchObject({ oid: 5, pid: 6 });
  });

  it('keeps the input oid, pid and path when OPEN does not carry them, and takes them when it does', () => {
    const { actor } = start();
    openNow(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      oid: 1,
      pid: 2,
      currentPath: '/privacy/dsar/requests',
    });
    actor.send({ type: 'CLOSE' });
    openNow(actor, { ...open, oid: null, pid: 9, currentPath: '/home/welcome' } as UpgradeEvent);
    expect(actor.getSnapshot().context).toMatchObject({ oid: null, pid: 9, currentPath: '/home/welcome' });
  });

  it('drops a pending popup on CLOSE or ESCAPE before it shows, without navigating', () => {
    for (const type of ['CLOSE', 'ESCAPE'] as const) {
      const { actor, emitted } = start();
      actor.send(open);
      vi.advanceTimersByTime(1000);
      actor.send({ type, currentPath: '/home/welcome' });
      expect(popupState(actor)).toBe('idle');
      vi.advanceTimersByTime(5000);
      expect(view(actor).popupOpen).toBe(false);
      expect(emitted).toEqual([]);
      expect(actor.getSnapshot().context.currentPath).toBe('/home/welcome');
    }
  });

  it('ignores OPEN while the popup is shown', () => {
    const { actor } = start();
    openNow(actor);
    actor.send({ type: 'OPEN', popupType: 'org', plans: [] });
    expect(view(actor).popupType).toBe('cookieConsent');
  });
});

describe('upgrade machine: popup contents', () => {
  it('expands the feature list to 31 and collapses it back to 6 with More/Hide', () => {
    const { actor } = start();
    openNow(actor);
    expect(view(actor)).toMatchObject({ featuresExpanded: false, featureLimit: 6 });
    actor.send({ type: 'TOGGLE_FEATURES' });
    expect(view(actor)).toMatchObject({ featuresExpanded: true, featureLimit: 31 });
    actor.send({ type: 'TOGGLE_FEATURES' });
    expect(view(actor)).toMatchObject({ featuresExpanded: false, featureLimit: 6 });
  });

  it('steps to the combo plans (without the Enterprise card) and back', () => {
    const { actor } = start();
    openNow(actor);
    actor.send({ type: 'BACK' });
    expect(view(actor).step).toBe(1);
    actor.send({ type: 'NEXT' });
    expect(view(actor).step).toBe(2);
    expect(view(actor).stepPlans).toEqual([business]);
    actor.send({ type: 'NEXT' });
    expect(view(actor).step).toBe(2);
    actor.send({ type: 'BACK' });
    expect(view(actor).step).toBe(1);
  });

  it('opens again on step 1 with the features collapsed', () => {
    const { actor } = start();
    openNow(actor);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'TOGGLE_FEATURES' });
    actor.send({ type: 'CLOSE' });
    openNow(actor);
    expect(view(actor)).toMatchObject({ step: 1, featuresExpanded: false });
  });
});

describe('upgrade machine: closing the popup', () => {
  for (const type of ['CLOSE', 'ESCAPE'] as const) {
    it(`${type} returns to the analytics dashboard and clears the managed org and property`, () => {
      const { actor, emitted } = start();
      openNow(actor);
      actor.send({ type });
      expect(popupState(actor)).toBe('idle');
      expect(view(actor).popupOpen).toBe(false);
      expect(emitted).toEqual([
        { type: 'navigate', to: '/home/dashboard/analytics?oid=1&pid=2' },
        { type: 'clearManagedOrgProperty' },
      ]);
    });

    it(`${type} stays on the welcome page (path from the input) but still clears`, () => {
      const { actor, emitted } = start({ input: { currentPath: '/home/welcome?oid=1&pid=2' } });
      openNow(actor);
      actor.send({ type });
      expect(emitted).toEqual([{ type: 'clearManagedOrgProperty' }]);
    });

    it(`${type} reads the current path from the event first`, () => {
      const onWelcome = start();
      openNow(onWelcome.actor);
      onWelcome.actor.send({ type, currentPath: '/home/welcome' });
      expect(onWelcome.emitted).toEqual([{ type: 'clearManagedOrgProperty' }]);

      const elsewhere = start({ input: { currentPath: '/home/welcome' } });
      openNow(elsewhere.actor);
      elsewhere.actor.send({ type, currentPath: '/settings/company' });
      expect(elsewhere.emitted[0]).toEqual({ type: 'navigate', to: '/home/dashboard/analytics?oid=1&pid=2' });
      expect(elsewhere.actor.getSnapshot().context.currentPath).toBe('/settings/company');
    });
  }

  it('navigates without oid and pid when there are none', () => {
    const { actor, emitted } = start({ input: { oid: null, pid: null } });
    openNow(actor);
    actor.send({ type: 'CLOSE' });
    expect(emitted[0]).toEqual({ type: 'navigate', to: '/home/dashboard/analytics' });
  });
});

describe('upgrade machine: choosing a plan', () => {
  it('sends Enterprise to the pricing page with oid and pid, closing the popup', () => {
    const { actor, emitted } = start();
    openNow(actor);
    actor.send({ type: 'CHOOSE_PLAN', plan: enterprise });
    expect(popupState(actor)).toBe('idle');
    expect(emitted).toEqual([{ type: 'navigate', to: '/settings/billing/pricing?oid=1&pid=2' }]);
  });

  it('opens the confirm dialog for another plan, with the request and the total', () => {
    const { actor, emitted } = start();
    openNow(actor);
    actor.send({ type: 'CHOOSE_PLAN', plan: professional });
    expect(popupState(actor)).toBe('confirming');
    expect(view(actor)).toMatchObject({
      popupOpen: false,
      confirmOpen: true,
      confirmMessage: UPGRADE_MESSAGES.confirm,
      selectedPlan: professional,
      busy: false,
      total: {
        quantity: 3,
        subtotal: 150,
        discount: 15,
        total: 135,
        discountLabel: 'Previous plan discount 10 %',
      },
    });
    expect(actor.getSnapshot().context.request).toEqual({
      stripe_sub_id: 'sub_1',
      prev_stripe_plan_id: 'price_0_essentials',
      new_stripe_plan_id: 'price_0_professional',
      sub_item_id: 'si_1',
      quantity: 3,
    });
    expect(emitted).toEqual([]);
  });

  it('ignores a plan whose button is disabled by price', () => {
    const { actor, emitted } = start();
    openNow(actor);
    actor.send({ type: 'CHOOSE_PLAN', plan: starter });
    actor.send({ type: 'CHOOSE_PLAN', plan: essentials });
    expect(view(actor).popupOpen).toBe(true);
    expect(emitted).toEqual([]);
  });

  it('ignores every plan, Enterprise included, for organization roles', () => {
    for (const role of ['Organization Administrator', 'Organization View only'] as const) {
      const { actor, emitted } = start({ input: { role } });
      openNow(actor);
      actor.send({ type: 'CHOOSE_PLAN', plan: professional });
      actor.send({ type: 'CHOOSE_PLAN', plan: enterprise });
      expect(view(actor).popupOpen).toBe(true);
      expect(emitted).toEqual([]);
    }
  });

  it('sends a plan chosen in the no-plan view to the pricing page (nothing to upgrade in place)', () => {
    const { actor, emitted } = start();
    openNow(actor, { type: 'OPEN', popupType: 'cookieConsent', plans, currentPlan: null });
    actor.send({ type: 'CHOOSE_PLAN', plan: starter });
    expect(popupState(actor)).toBe('idle');
    expect(emitted).toEqual([{ type: 'navigate', to: '/settings/billing/pricing?oid=1&pid=2' }]);
  });
});

describe('upgrade machine: confirm dialog', () => {
  function confirming(options: Options = {}) {
    const started = start(options);
    openNow(started.actor);
    started.actor.send({ type: 'CHOOSE_PLAN', plan: professional });
    return started;
  }

  for (const type of ['CANCEL', 'ESCAPE'] as const) {
    it(`${type} closes the dialog and goes to welcome`, () => {
      const { actor, emitted, upgrades } = confirming();
      actor.send({ type });
      expect(popupState(actor)).toBe('idle');
      expect(view(actor)).toMatchObject({ confirmOpen: false, selectedPlan: null, total: null });
      expect(emitted).toEqual([{ type: 'navigate', to: '/home/welcome?oid=1&pid=2' }]);
      expect(upgrades).toEqual([]);
    });
  }

  it('CONFIRM upgrades, shows the success alert, refreshes the subscriptions, then goes to welcome', async () => {
    let finishRefresh: () => void = () => {};
    const { actor, emitted, upgrades, refreshes } = confirming({
      refresh: () =>
        new Promise<void>((resolve) => {
          finishRefresh = resolve;
        }),
    });
    actor.send({ type: 'CONFIRM' });
    expect(popupState(actor)).toBe('upgrading');
    expect(view(actor)).toMatchObject({ confirmOpen: true, busy: true });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'CLOSE' });
    expect(popupState(actor)).toBe('upgrading');

    await settle();
    expect(upgrades).toHaveLength(1);
    expect(upgrades[0]).toMatchObject({
      stripe_sub_id: 'sub_1',
      prev_stripe_plan_id: 'price_0_essentials',
      new_stripe_plan_id: 'price_0_professional',
      sub_item_id: 'si_1',
      quantity: 3,
    });
    expect(typeof upgrades[0]?.quantity).toBe('number');
    expect(popupState(actor)).toBe('refreshing');
    expect(view(actor)).toMatchObject({
      confirmOpen: false,
      busy: true,
      alert: { kind: 'success', message: 'Successfully Upgraded Plan' },
    });
    expect(alertState(actor)).toBe('shown');
    expect(refreshes).toEqual([{ oid: 1, pid: 2, refresh: undefined }]);
    expect(emitted).toEqual([
      { type: 'alert', kind: 'success', message: 'Successfully Upgraded Plan', durationMs: 5000 },
    ]);

    finishRefresh();
    await settle();
    expect(popupState(actor)).toBe('idle');
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/home/welcome?oid=1&pid=2' });
    expect(view(actor)).toMatchObject({ busy: false, selectedPlan: null });

    vi.advanceTimersByTime(UPGRADE_ALERT_MS - 1);
    expect(view(actor).alert).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(view(actor).alert).toBeNull();
    expect(alertState(actor)).toBe('hidden');
  });

  it('goes to welcome even when the refresh fails', async () => {
    const { actor, emitted } = confirming({ refresh: async () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(popupState(actor)).toBe('idle');
    expect(emitted.map((e) => e.type)).toEqual(['alert', 'navigate']);
    expect(emitted[1]).toEqual({ type: 'navigate', to: '/home/welcome?oid=1&pid=2' });
  });

  it('on failure closes the dialog, shows the server message in red for 5 s and goes to welcome', async () => {
    const { actor, emitted } = confirming({
      upgrade: async () => Promise.reject(new ApiCallError(400, 'Card declined', 'validation_failed')),
    });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(popupState(actor)).toBe('idle');
    expect(view(actor)).toMatchObject({
      confirmOpen: false,
      busy: false,
      selectedPlan: null,
      alert: { kind: 'error', message: 'Card declined' },
    });
    expect(emitted).toEqual([
      { type: 'alert', kind: 'error', message: 'Card declined', durationMs: 5000 },
      { type: 'navigate', to: '/home/welcome?oid=1&pid=2' },
    ]);
    vi.advanceTimersByTime(4999);
    expect(alertState(actor)).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(alertState(actor)).toBe('hidden');
    expect(view(actor).alert).toBeNull();
  });

  it('hides the alert early on DISMISS_ALERT', async () => {
    const { actor } = confirming({ upgrade: async () => Promise.reject({ error: { message: 'No card' } }) });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(view(actor).alert).toEqual({ kind: 'error', message: 'No card' });
    actor.send({ type: 'DISMISS_ALERT' });
    expect(alertState(actor)).toBe('hidden');
    expect(view(actor).alert).toBeNull();
  });

  it('takes the alert time from the input', async () => {
    const { actor, emitted } = confirming({
      input: { alertMs: 1000 },
      upgrade: async () => Promise.reject(new Error('Nope')),
    });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(emitted[0]).toMatchObject({ type: 'alert', durationMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(alertState(actor)).toBe('hidden');
  });

  it('restarts the alert time when a new alert comes while one shows', async () => {
    const { actor } = confirming({ upgrade: async () => Promise.reject(new Error('First')) });
    actor.send({ type: 'CONFIRM' });
    await settle();
    vi.advanceTimersByTime(1000);
    openNow(actor);
    actor.send({ type: 'CHOOSE_PLAN', plan: professional });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(view(actor).alert?.message).toBe('First');
    vi.advanceTimersByTime(2000);
    expect(alertState(actor)).toBe('shown');
    vi.advanceTimersByTime(3000);
    expect(alertState(actor)).toBe('hidden');
  });
});

describe('upgrade machine: default actors', () => {
  function confirmWithDefaults(input: UpgradeMachineInput) {
    const started = start({ defaults: true, input });
    openNow(started.actor);
    started.actor.send({ type: 'CHOOSE_PLAN', plan: professional });
    started.actor.send({ type: 'CONFIRM' });
    return started;
  }

  it('call the upgrade and refresh functions of the input', async () => {
    const upgrade = vi.fn(async () => ({ message: 'Upgraded' }));
    const refresh = vi.fn(async () => undefined);
    const { actor, emitted } = confirmWithDefaults({ upgrade, refresh });
    await settle();
    expect(upgrade).toHaveBeenCalledWith({
      stripe_sub_id: 'sub_1',
      prev_stripe_plan_id: 'price_0_essentials',
      new_stripe_plan_id: 'price_0_professional',
      sub_item_id: 'si_1',
      quantity: 3,
    });
    expect(refresh).toHaveBeenCalledWith({ oid: 1, pid: 2 });
    expect(popupState(actor)).toBe('idle');
    expect(emitted.map((e) => e.type)).toEqual(['alert', 'navigate']);
  });

  it('refresh nothing without a refresh function', async () => {
    const { actor, emitted } = confirmWithDefaults({ upgrade: async () => undefined });
    await settle();
    expect(popupState(actor)).toBe('idle');
    expect(emitted[0]).toMatchObject({ kind: 'success' });
  });

  it('fail the upgrade without an upgrade function', async () => {
    const { actor, emitted } = confirmWithDefaults({});
    await settle();
    expect(view(actor).alert).toEqual({ kind: 'error', message: UPGRADE_MESSAGES.failed });
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/home/welcome?oid=1&pid=2' });
  });
});

describe('upgrade helpers', () => {
  it('read the server message of a failure', () => {
    expect(upgradeErrorMessage(new ApiCallError(402, 'Payment required'))).toBe('Payment required');
    expect(upgradeErrorMessage(new Error(''))).toBe(UPGRADE_MESSAGES.failed);
    expect(upgradeErrorMessage({ error: { code: 'x', message: 'Plan not found' } })).toBe('Plan not found');
    expect(upgradeErrorMessage({ message: 'Stripe says no' })).toBe('Stripe says no');
    expect(upgradeErrorMessage({ message: ' ' })).toBe(UPGRADE_MESSAGES.failed);
    expect(upgradeErrorMessage('Plain text')).toBe('Plain text');
    expect(upgradeErrorMessage('  ')).toBe(UPGRADE_MESSAGES.failed);
    expect(upgradeErrorMessage(undefined)).toBe(UPGRADE_MESSAGES.failed);
    expect(upgradeErrorMessage(42)).toBe(UPGRADE_MESSAGES.failed);
  });

  it('recognise the welcome page', () => {
    expect(isWelcomePath('/home/welcome')).toBe(true);
    expect(isWelcomePath('/home/welcome/?oid=1')).toBe(true);
    expect(isWelcomePath('home/welcome#x')).toBe(true);
    expect(isWelcomePath('/home/welcomeback')).toBe(false);
    expect(isWelcomePath('/home/dashboard/analytics')).toBe(false);
    expect(isWelcomePath(undefined)).toBe(false);
  });
});
