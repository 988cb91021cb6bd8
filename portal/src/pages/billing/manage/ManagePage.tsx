import { canPurchasePlans, type Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { BarChart } from '@privacy-portal/ui/Charts';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialogs.ts';
import { lazyDialog } from '../../../components/lazyDialog.tsx';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { useToasts } from '../../../lib/useToasts.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import { refreshCartCount } from '../../../shell/cart/useCartCount.ts';
import settings from '../../settings/settings.module.css';
import {
  BILLING_PATHS,
  billingHref,
  formatDate,
  isLive,
  paymentReturn,
  planTitle,
  pricingTabHref,
  purchaseRefusal,
  usageByProduct,
  withoutPaymentReturn,
} from '../billing-view.ts';
import { InvoicesSection } from './InvoicesSection.tsx';
import styles from './Manage.module.css';
import { useCancelSubscription, useReleaseLicence, useSubscriptions } from './manage.queries.ts';
import { PaymentSection } from './PaymentSection.tsx';
import { SubscriptionCard } from './SubscriptionCard.tsx';

// Fetched on first open, with its form (components/lazyDialog.tsx).
const AssignLicenceDialog = lazyDialog(() =>
  import('./AssignLicenceDialog.tsx').then((m) => m.AssignLicenceDialog),
);
const QuantityDialog = lazyDialog(() => import('./QuantityDialog.tsx').then((m) => m.QuantityDialog));

type Subscription = Schemas['Subscription'];
type Licence = Schemas['Licence'];

/** After a payment the provider's events may land a moment later: look again a few times. */
const AFTER_PAYMENT_RETRIES = 5;
const AFTER_PAYMENT_DELAY_MS = 2000;

/** /settings/billing/manage: subscriptions, their licences and assignments, invoices and the card on file. */
export function ManagePage() {
  const session = useSession();
  const { user, selection } = session;
  const location = useLocation();
  const navigate = useNavigate();
  const canManage = canPurchasePlans(user?.role);
  const refusal = purchaseRefusal(user?.role);
  const load = useSubscriptions();
  const cancelMutation = useCancelSubscription();
  const releaseMutation = useReleaseLicence();
  const toasts = useToasts();
  // The return from the payment provider, read once; the query keys are then taken out of the URL.
  const [returned, setReturned] = useState(() => paymentReturn(location.search));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A paid checkout empties the cart: the header's count is read again on arrival.
  useEffect(() => {
    void refreshCartCount();
  }, []);
  const [changing, setChanging] = useState<Subscription | null>(null);
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const [assigning, setAssigning] = useState<Licence | null>(null);
  const [releasing, setReleasing] = useState<Licence | null>(null);
  const href = (path: string) => billingHref(path, selection, location.search);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (!paymentReturn(location.search)) return;
    const clean = withoutPaymentReturn(location.search);
    navigate(`${location.pathname}${clean}`, { replace: true });
    // New licences change what the guards and the switcher allow.
    void session.refresh();
  }, []);

  const subscriptions = load.data ?? null;
  const live = subscriptions?.filter((s) => isLive(s.status)) ?? [];
  const ended = subscriptions?.filter((s) => !isLive(s.status)) ?? [];

  // Back from a successful payment but no live subscription yet: the webhook may still be on its way.
  const waitingForPayment = returned?.tone === 'success' && subscriptions !== null && live.length === 0;
  const [retries, setRetries] = useState(0);
  const { refetch } = load;
  const { refresh } = session;
  useEffect(() => {
    if (!waitingForPayment || retries >= AFTER_PAYMENT_RETRIES) return;
    const timer = setTimeout(() => {
      setRetries((n) => n + 1);
      void refetch().then(refresh);
    }, AFTER_PAYMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waitingForPayment, retries, refetch, refresh]);

  /**
   * After any change (the mutations have loaded the subscriptions, licences and invoices again): the
   * session too, since the guards and the switcher read the licences.
   */
  async function changed(message: string) {
    await session.refresh();
    toasts.notify(message);
  }

  async function cancel(subscription: Subscription) {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await cancelMutation.mutateAsync({ body: { subscription_id: subscription.id } });
      setBusy(false);
      setCancelling(null);
      await changed(
        `${planTitle(subscription.plan)} is cancelled. Access continues until ${formatDate(answer.response.current_period_end)}.`,
      );
    } catch (error) {
      setBusy(false);
      setCancelling(null);
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
    }
  }

  async function release(licence: Licence) {
    setBusy(true);
    setProblem(null);
    try {
      await releaseMutation.release(licence);
      setBusy(false);
      setReleasing(null);
      await changed(
        `The ${licence.product_name} licence of ${licence.assigned_to?.name ?? 'that scope'} was released.`,
      );
    } catch (error) {
      setBusy(false);
      setReleasing(null);
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
    }
  }

  const chart = subscriptions ? usageByProduct(subscriptions) : [];

  return (
    <div className={settings.page}>
      <PageIntro
        title="Manage subscriptions"
        description="Your subscriptions, their licences and the organizations or properties they are assigned to, invoices and the card on file."
        actions={
          <>
            <LinkButton variant="secondary" href={href(BILLING_PATHS.licenceHistory)}>
              Licence history
            </LinkButton>
            {canManage ? <LinkButton href={href(BILLING_PATHS.pricing)}>Buy a plan</LinkButton> : null}
          </>
        }
      />
      {toasts.region}
      {returned ? (
        <Alert tone={returned.tone} title={returned.title} onDismiss={() => setReturned(null)}>
          {waitingForPayment && retries < AFTER_PAYMENT_RETRIES
            ? 'We are waiting for the payment provider to confirm your subscription…'
            : returned.message}
        </Alert>
      ) : null}
      {refusal ? <Alert tone="info">{refusal}</Alert> : null}
      {problem ? (
        <Alert tone="error" title="That did not work" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <QueryState queries={[load]} loadingLabel="Loading your subscriptions" what="your subscriptions">
        {(list) => (
          <>
            {list.length === 0 ? (
              <EmptyState
                title="No subscriptions yet"
                message="Buy a plan, or start a 14-day free trial, to license Cookie Consent, DSAR, Consent Preference or Social Fortuna."
                action={<LinkButton href={href(BILLING_PATHS.pricing)}>See plans and pricing</LinkButton>}
              />
            ) : null}
            {chart.length > 0 ? (
              <section aria-labelledby="licence-chart-heading" className={settings.stack}>
                <h2 id="licence-chart-heading" className={settings.sectionTitle}>
                  Licences in use
                </h2>
                <BarChart
                  title="Licences assigned and free per product"
                  data={chart}
                  xKey="product"
                  xLabel="Product"
                  stacked
                  allowDecimals={false}
                  height={220}
                  series={[
                    { key: 'assigned', label: 'Assigned', color: 'var(--pp-color-primary)' },
                    { key: 'free', label: 'Free to assign', color: 'var(--pp-color-disabled)' },
                  ]}
                  summary={`Licences per product: ${chart
                    .map((row) => `${row.product} ${row.assigned} assigned, ${row.free} free`)
                    .join('; ')}.`}
                />
              </section>
            ) : null}
            {live.length > 0 ? (
              <section aria-labelledby="live-heading" className={settings.stack}>
                <h2 id="live-heading" className={settings.sectionTitle}>
                  Subscriptions
                </h2>
                <div className={styles.cards}>
                  {live.map((subscription) => (
                    <SubscriptionCard
                      key={subscription.id}
                      subscription={subscription}
                      canManage={canManage}
                      upgradeHref={pricingTabHref(
                        subscription.plan.type,
                        subscription.plan.cycle,
                        selection,
                        location.search,
                      )}
                      busy={busy}
                      onChangeQuantity={() => setChanging(subscription)}
                      onCancel={() => setCancelling(subscription)}
                      onAssign={setAssigning}
                      onRelease={setReleasing}
                    />
                  ))}
                </div>
              </section>
            ) : null}
            {ended.length > 0 ? (
              <section aria-labelledby="ended-heading" className={settings.stack}>
                <h2 id="ended-heading" className={settings.sectionTitle}>
                  Ended and incomplete
                </h2>
                <div className={styles.cards}>
                  {ended.map((subscription) => (
                    <SubscriptionCard
                      key={subscription.id}
                      subscription={subscription}
                      canManage={canManage}
                      upgradeHref=""
                      busy={busy}
                      onChangeQuantity={() => undefined}
                      onCancel={() => undefined}
                      onAssign={() => undefined}
                      onRelease={() => undefined}
                    />
                  ))}
                </div>
              </section>
            ) : null}
          </>
        )}
      </QueryState>
      <PaymentSection canManage={canManage} />
      <InvoicesSection />

      {changing ? (
        <QuantityDialog
          subscription={changing}
          onClose={() => setChanging(null)}
          onChanged={(subscription) => {
            setChanging(null);
            void changed(`${planTitle(subscription.plan)} now has a quantity of ${subscription.quantity}.`);
          }}
        />
      ) : null}
      {assigning ? (
        <AssignLicenceDialog
          licence={assigning}
          onClose={() => setAssigning(null)}
          onAssigned={(licence) => {
            setAssigning(null);
            void changed(
              `The ${licence.product_name} licence is now assigned to ${licence.assigned_to?.name ?? 'it'}.`,
            );
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={cancelling !== null}
        title="Cancel subscription?"
        message={
          cancelling ? (
            <p>
              {planTitle(cancelling.plan)} is cancelled at the end of the paid period: access continues until{' '}
              {formatDate(cancelling.current_period_end)}. Nothing more is charged, and its licences are
              released then.
            </p>
          ) : null
        }
        confirmLabel="Cancel subscription"
        cancelLabel="Keep subscription"
        destructive
        busy={busy && cancelling !== null}
        onConfirm={() => {
          if (cancelling) void cancel(cancelling);
        }}
        onCancel={() => setCancelling(null)}
      />
      <ConfirmDialog
        isOpen={releasing !== null}
        title="Release licence?"
        message={
          releasing ? (
            <p>
              {releasing.assigned_to?.name ?? 'This scope'} loses {releasing.product_name} at once. The
              licence stays in the subscription and can be assigned again.
            </p>
          ) : null
        }
        confirmLabel="Release licence"
        destructive
        busy={busy && releasing !== null}
        onConfirm={() => {
          if (releasing) void release(releasing);
        }}
        onCancel={() => setReleasing(null)}
      />
    </div>
  );
}
