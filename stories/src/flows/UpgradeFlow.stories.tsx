import type { CurrentPlan, Plan } from '@privacy-portal/sdk';
import { selectUpgradeView, upgradeMachine } from '@privacy-portal/sdk/machines';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { ConfirmUpgradeDialog } from '@privacy-portal/ui/ConfirmUpgradeDialog';
import { UpgradePopup } from '@privacy-portal/ui/UpgradePopup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { HttpResponse, http } from 'msw';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockBackend, NavigationLog } from './flow-support.tsx';

const FEATURES = [
  'Domain Scan',
  'Users Per Organization: 5',
  'Remove Powered By branding',
  'Google vendors',
  '3rd-party Cookie Blocking',
  'Consent Record Keeping',
  'Highly configurable GDPR & CCPA consent settings',
  'Full conversion and visitor consent state reporting',
];

const plan = (id: number, name: string, price: number, stripe: string): Plan & { features: string[] } => ({
  id,
  name,
  product_name: `Cookie Consent ${name}`,
  price,
  cycle: 'monthly',
  type: 0,
  stripe_plan_id: stripe,
  features: FEATURES,
});
const PLANS = [
  plan(2, 'Essentials', 29, 'price_cc_ess_m'),
  plan(3, 'Professional', 79, 'price_cc_pro_m'),
  plan(4, 'Enterprise', -1, 'price_cc_ent'),
];
const CURRENT: CurrentPlan = {
  stripe_sub_id: 'sub_123',
  stripe_plan_id: 'price_cc_starter_m',
  sub_item_id: 'si_123',
  total_licence: 2,
  discount_applied: true,
  discount_percentage: 10,
  product_name: 'Cookie Consent Starter',
  price: 9,
  cycle: 'monthly',
  type: 0,
};

/** The upgrade popup, confirm dialog and alert on the sdk's upgrade machine; the upgrade call goes to the mocks. */
function UpgradeFlow() {
  const [state, send, actor] = useMachine(upgradeMachine, {
    input: {
      role: 'Company Owner',
      oid: 1,
      pid: 1,
      currentPath: '/home/dashboard/analytics',
      openDelayMs: 100,
      alertMs: 5000,
      upgrade: async (request) => {
        const res = await fetch('/api/v1/billing/upgrade/plan', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        });
        const body = (await res.json()) as { error?: { message: string } };
        if (!res.ok) throw new Error(body.error?.message ?? 'Upgrade failed');
        return body;
      },
      refresh: async () => undefined,
    },
  });
  const [navigations, setNavigations] = useState<string[]>([]);
  useEffect(() => {
    const sub = actor.on('navigate', (e) => setNavigations((n) => [...n, e.to]));
    return () => sub.unsubscribe();
  }, [actor]);
  const view = selectUpgradeView(state);
  return (
    <main>
      <h1>Analytics</h1>
      <Button
        onPress={() => send({ type: 'OPEN', popupType: 'cookieConsent', plans: PLANS, currentPlan: CURRENT })}
      >
        Upgrade
      </Button>
      <NavigationLog entries={navigations} />
      {view.alert ? (
        <Alert
          tone={view.alert.kind === 'success' ? 'success' : 'error'}
          onDismiss={() => send({ type: 'DISMISS_ALERT' })}
        >
          {view.alert.message}
        </Alert>
      ) : null}
      <UpgradePopup
        isOpen={view.popupOpen}
        popupType={view.popupType ?? 'cookieConsent'}
        step={view.step}
        plans={view.stepPlans as typeof PLANS}
        featuresExpanded={view.featuresExpanded}
        onToggleFeatures={() => send({ type: 'TOGGLE_FEATURES' })}
        onNext={() => send({ type: 'NEXT' })}
        onBack={() => send({ type: 'BACK' })}
        onChoosePlan={(p) => send({ type: 'CHOOSE_PLAN', plan: p })}
        onClose={() => send({ type: 'CLOSE' })}
      />
      <ConfirmUpgradeDialog
        isOpen={view.confirmOpen}
        planName={view.selectedPlan?.name}
        cycle={view.selectedPlan?.cycle}
        total={view.total?.total ?? null}
        discountPercentage={view.total?.discountPercentage ?? null}
        busy={view.busy}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </main>
  );
}

let upgradeRequests: unknown[] = [];

const meta = {
  title: 'Flows/Upgrade',
  component: UpgradeFlow,
  beforeEach: ({ msw }) => {
    upgradeRequests = [];
    mockBackend(msw);
  },
} satisfies Meta<typeof UpgradeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function chooseProfessional() {
  await userEvent.click(body().getByRole('button', { name: 'Upgrade' }));
  const popup = await body().findByRole('dialog');
  const cards = within(popup).getAllByRole('article');
  const professional = cards.find((c) => c.textContent?.includes('Professional')) as HTMLElement;
  await userEvent.click(within(professional).getByRole('button', { name: /Upgrade/ }));
  return body().findByRole('alertdialog');
}

export const ConfirmSuccess: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/billing/upgrade/plan', async ({ request }) => {
        upgradeRequests.push(await request.json());
        return HttpResponse.json({ response: { upgraded: true } });
      }),
    );
  },
  play: async () => {
    const confirm = await chooseProfessional();
    await expect(confirm).toHaveTextContent('Are you absolutely sure you want to upgrade?');
    await expect(confirm).toHaveTextContent('Previous plan discount 10 %');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(body().getByText('Successfully Upgraded Plan')).toBeInTheDocument());
    await waitFor(() =>
      expect(body().getByText('Navigated to /home/welcome?oid=1&pid=1')).toBeInTheDocument(),
    );
    await expect(upgradeRequests).toEqual([
      {
        stripe_sub_id: 'sub_123',
        prev_stripe_plan_id: 'price_cc_starter_m',
        new_stripe_plan_id: 'price_cc_pro_m',
        sub_item_id: 'si_123',
        quantity: 2,
      },
    ]);
  },
};

export const ConfirmFailure: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/billing/upgrade/plan', () =>
        HttpResponse.json(
          { error: { code: 'internal_error', message: 'Your card was declined' } },
          { status: 402 },
        ),
      ),
    );
  },
  play: async () => {
    const confirm = await chooseProfessional();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(body().getByRole('alert')).toHaveTextContent('Your card was declined'));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(body().getByText('Navigated to /home/welcome?oid=1&pid=1')).toBeInTheDocument(),
    );
  },
};
