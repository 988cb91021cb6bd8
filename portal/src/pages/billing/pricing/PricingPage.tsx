import {
  type BillingCycle,
  buildUpgradeRequest,
  canPurchasePlans,
  GROUP_PRODUCT_NAME,
  highestActivePlan,
  PLAN_TYPE,
  type PlanProduct,
  productOfPlanType,
  type Schemas,
  upgradeTotal,
  withOidPid,
} from '@privacy-portal/sdk';
import { UPGRADE_MESSAGES } from '@privacy-portal/sdk/machines';
import { AddedToCartPopup } from '@privacy-portal/ui/AddedToCartPopup';
import { Alert } from '@privacy-portal/ui/Alert';
import { Badge } from '@privacy-portal/ui/Badge';
import { Loader } from '@privacy-portal/ui/Loader';
import { PricingCard } from '@privacy-portal/ui/PricingCard';
import { Switch } from '@privacy-portal/ui/Switch';
import { Tabs } from '@privacy-portal/ui/Tabs';
import { TextField } from '@privacy-portal/ui/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmUpgradeDialog } from '../../../components/dialogs.ts';
import { lazyDialog } from '../../../components/lazyDialog.tsx';
import intro from '../../../components/PageIntro.module.css';
import type { NavigationNotice } from '../../../lib/navigationNotice.ts';
import { storePlanIntent, takePlanIntent } from '../../../lib/planIntent.ts';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { HOME_PATH } from '../../../lib/redirect.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { BILLING_PATHS } from '../billing-links.ts';
import { parseQuantity, quantityInput } from '../quantity.ts';
import styles from './PricingPage.module.css';
import {
  resetComparison,
  useActivePlans,
  useAddToCart,
  useCatalogue,
  useComparison,
  useCurrentPlans,
  useStartTrial,
  useUpgradePlan,
} from './pricing.queries.ts';
import {
  type AddedToCartView,
  addedToCartView,
  type CardView,
  type Catalogue,
  CUSTOM_TABS,
  cardViews,
  contactSalesDefaults,
  currentPlanOfTab,
  PRICING_START_PARAMS,
  PRICING_TEXT,
  type PricingStart,
  type ProductTab,
  pricingStart,
  ROLE_NOTICE,
  signupHref,
  type TopTab,
  tabPlans,
  tabsOfStep,
  trialAvailable,
} from './pricing.ts';

// Fetched on first open, with its form (components/lazyDialog.tsx).
const ComparisonDialog = lazyDialog(() => import('./ComparisonDialog.tsx').then((m) => m.ComparisonDialog));
const ContactSalesDialog = lazyDialog(() =>
  import('./ContactSalesDialog.tsx').then((m) => m.ContactSalesDialog),
);

type Plan = Schemas['Plan'];
type ActivePlan = Schemas['ActivePlan'];
type CurrentPlan = Schemas['CurrentPlan'];
type Mode = 'app' | 'public';
type Message = { tone: 'error' | 'success'; text: string };

/** The tab labels: 'Bundle' and the product names (the catalogue's group names). */
const TAB_LABEL: Record<PlanProduct, string> = GROUP_PRODUCT_NAME;

function productOf(plan: Plan): PlanProduct {
  return productOfPlanType(plan.type) ?? 'combo';
}

/** The subscription whose licence the selected scope holds for a product tab (the bundle tab has none). */
function scopePlanOf(
  mode: Mode,
  scopePlans: readonly CurrentPlan[],
  product: PlanProduct,
): CurrentPlan | null {
  if (mode !== 'app' || product === 'combo') return null;
  return highestActivePlan(scopePlans, PLAN_TYPE[product]) ?? null;
}

const failureText = (error: unknown) => problemSummary(problemOf(error), { verbatim: true });

/** The catalogue, the company's active plans and the selected scope's plans. */
function usePricingData(mode: Mode, selection: { oid: number; pid: number } | null) {
  const catalogueQuery = useCatalogue();
  const activeQuery = useActivePlans(mode === 'app');
  const scopeQuery = useCurrentPlans(mode === 'app' ? selection : null);
  const [errors, setErrors] = useState<string[]>([]);
  const fail = (text: string) => setErrors((list) => (list.includes(text) ? list : [...list, text]));

  // A failed load is said once in the alerts, as an action's refusal is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure
  useEffect(() => {
    if (catalogueQuery.error) fail(failureText(catalogueQuery.error));
  }, [catalogueQuery.error]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure
  useEffect(() => {
    if (activeQuery.error) fail(failureText(activeQuery.error));
  }, [activeQuery.error]);

  const catalogue: Catalogue | null = catalogueQuery.data ?? null;
  // Public visitors hold nothing; a failed load of the active plans counts as none held.
  const held: ActivePlan[] | null =
    mode === 'public' ? [] : (activeQuery.data ?? (activeQuery.isError ? [] : null));
  // The scope's plan load failing is silently ignored (calls-billing-spec §8): nothing is disabled by price.
  const scopePlans: CurrentPlan[] = scopeQuery.data ?? [];

  return {
    catalogue,
    held,
    scopePlans,
    errors,
    dismissError: (text: string) => setErrors((list) => list.filter((e) => e !== text)),
    fail,
  };
}

interface PlanPanelProps {
  product: PlanProduct;
  cycle: BillingCycle;
  onCycle: (cycle: BillingCycle) => void;
  cards: CardView[];
  highlight: boolean;
  quantities: Record<string, string>;
  quantityErrors: Record<string, string>;
  busy: string | null;
  onQuantity: (plan: Plan, raw: string) => void;
  onAction: (card: CardView) => void;
  onTrial: (card: CardView) => void;
  onCompare: (product: PlanProduct) => void;
}

/** One tab: the billing toggle and the plan cards of the chosen cycle. */
function PlanPanel(props: PlanPanelProps) {
  const { product, cycle, cards, quantities, quantityErrors, busy } = props;
  return (
    <div className={styles.panel}>
      <div className={styles.toggle}>
        <span className={cycle === 'monthly' ? styles.cycleOn : styles.cycleOff} aria-hidden="true">
          {PRICING_TEXT.monthly}
        </span>
        <Switch
          isSelected={cycle === 'yearly'}
          onChange={(yearly) => props.onCycle(yearly ? 'yearly' : 'monthly')}
        >
          {PRICING_TEXT.yearly}
        </Switch>
        {cycle === 'yearly' ? <Badge tone="success">{PRICING_TEXT.yearlyBadge}</Badge> : null}
      </div>
      {cards.length === 0 ? (
        <p className={styles.empty}>No plans are available right now.</p>
      ) : (
        <ul
          className={`${styles.cards} ${props.highlight ? styles.highlight : ''}`}
          aria-label={`${TAB_LABEL[product]} plans`}
        >
          {cards.map((card) => {
            const key = String(card.plan.id);
            return (
              <li key={key} className={styles.card}>
                <PricingCard
                  // Under the page's h1: the cards are the next level (no skipped heading level).
                  headingLevel={2}
                  name={card.name}
                  productName={card.productName}
                  price={card.price}
                  cycle={card.cycle}
                  features={card.features}
                  featureLimit={card.featureLimit}
                  isCurrent={card.isCurrent}
                  isRecommended={card.isRecommended}
                  onViewComparison={() => props.onCompare(product)}
                  actionLabel={card.actionLabel}
                  onAction={() => props.onAction(card)}
                  isActionDisabled={card.disabled || (busy !== null && busy !== key)}
                  disabledReason={card.disabledReason}
                  busy={busy === key}
                  extra={
                    card.showQuantity && !card.disabled ? (
                      <TextField
                        label="Quantity"
                        inputMode="numeric"
                        value={quantities[key] ?? '1'}
                        onChange={(raw) => props.onQuantity(card.plan, raw)}
                        errorMessage={quantityErrors[key]}
                      />
                    ) : undefined
                  }
                  {...(card.showTrial
                    ? {
                        secondaryActionLabel: PRICING_TEXT.trial,
                        onSecondaryAction: () => props.onTrial(card),
                        secondaryBusy: busy === `trial-${key}`,
                      }
                    : {})}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function Pricing({ mode }: { mode: Mode }) {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const selection = mode === 'app' ? session.selection : null;
  const role = session.user?.role ?? null;
  const data = usePricingData(mode, selection);

  const [start, setStart] = useState<PricingStart | null>(null);
  const [top, setTop] = useState<TopTab>('bundle');
  const [productTab, setProductTab] = useState<ProductTab>('cookieConsent');
  const [cycles, setCycles] = useState<Record<PlanProduct, BillingCycle> | null>(null);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [quantityErrors, setQuantityErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Message | null>(null);
  const [added, setAdded] = useState<AddedToCartView | null>(null);
  const [compare, setCompare] = useState<PlanProduct | null>(null);
  const client = useQueryClient();
  const comparisonQuery = useComparison(compare !== null);
  const comparison = {
    data: comparisonQuery.data ?? null,
    error: comparisonQuery.isError ? failureText(comparisonQuery.error) : null,
  };
  const addToCart = useAddToCart();
  const startTrial = useStartTrial();
  const upgradePlan = useUpgradePlan();
  const [contact, setContact] = useState<string[] | null>(null);
  const [upgrade, setUpgrade] = useState<{ plan: Plan; current: CurrentPlan } | null>(null);

  // The starting tab and cycles, once the active plans are known (they preselect both, §4), and again
  // whenever the address asks for another tab: a quick-start link followed while this page is open
  // navigates here with another ?linkid=, and must switch the tab as a fresh visit would.
  const startKey = PRICING_START_PARAMS.map((name) => search.get(name) ?? '').join('|');
  const [startedFor, setStartedFor] = useState<string | null>(null);
  useEffect(() => {
    if (startedFor === startKey || data.held === null) return;
    // The stored intent is for the first visit only; later switches come from the address.
    const next = pricingStart({
      held: data.held,
      intent: startedFor === null ? takePlanIntent() : null,
      query: search,
    });
    const tabs = tabsOfStep(next.step);
    setStartedFor(startKey);
    setStart(next);
    setTop(tabs.top);
    if (tabs.product) setProductTab(tabs.product);
    setCycles(next.cycles);
  }, [startedFor, startKey, data.held, search]);

  const cardsOf = useMemo(
    () =>
      (product: PlanProduct): CardView[] => {
        if (!data.catalogue || !cycles) return [];
        const held = data.held ?? [];
        const current = mode === 'app' ? currentPlanOfTab(product, data.scopePlans, held) : null;
        return cardViews(tabPlans(data.catalogue, product, cycles[product]), {
          mode,
          role,
          current,
          held,
          trial: mode === 'app' && selection !== null && trialAvailable(product, held),
          upgrade: scopePlanOf(mode, data.scopePlans, product) !== null,
        });
      },
    [data.catalogue, data.held, data.scopePlans, cycles, mode, role, selection],
  );

  function quantityOf(plan: Plan): number | null {
    const key = String(plan.id);
    const parsed = parseQuantity(quantities[key] ?? '1');
    if (!parsed.ok) {
      setQuantityErrors((errors) => ({ ...errors, [key]: parsed.error }));
      return null;
    }
    return parsed.quantity;
  }

  async function add(plan: Plan) {
    const quantity = quantityOf(plan);
    if (quantity === null) return;
    const key = String(plan.id);
    setBusy(key);
    let answer: Awaited<ReturnType<typeof addToCart.mutateAsync>>;
    try {
      // The header's cart count follows the answer (useAddToCart).
      answer = await addToCart.mutateAsync({
        body: { id: plan.id, quantity, ...(selection ? { oid: selection.oid, pid: selection.pid } : {}) },
      });
    } catch (error) {
      data.fail(failureText(error));
      return;
    } finally {
      setBusy(null);
    }
    setAdded(addedToCartView(plan, quantity, selection));
    // Add-to-cart success shows the server's message in green (§8).
    setNotice({ tone: 'success', text: answer.message });
  }

  async function trial(plan: Plan) {
    const key = `trial-${plan.id}`;
    setBusy(key);
    let answer: Awaited<ReturnType<typeof startTrial.mutateAsync>>;
    try {
      // The active plans and the scope's plans load again (useStartTrial).
      answer = await startTrial.mutateAsync({
        body: { plan_id: plan.id, ...(selection ? { oid: selection.oid, pid: selection.pid } : {}) },
      });
    } catch (error) {
      data.fail(failureText(error));
      return;
    } finally {
      setBusy(null);
    }
    setNotice({ tone: 'success', text: answer.message ?? PRICING_TEXT.trialStarted });
    // The trial licenses the selected scope: the guards read the refreshed organizations.
    void session.refresh();
  }

  function act(card: CardView) {
    const { plan } = card;
    if (mode === 'public') {
      if (card.isEnterprise) {
        navigate('/contactus?topic=sales');
        return;
      }
      const quantity = quantityOf(plan);
      if (quantity === null) return;
      storePlanIntent({ type: plan.type, cycle: plan.cycle });
      navigate(signupHref(plan, quantity));
      return;
    }
    if (card.isEnterprise) {
      setContact(contactSalesDefaults(plan));
      return;
    }
    const current = card.isUpgrade ? scopePlanOf(mode, data.scopePlans, productOf(plan)) : null;
    if (current) {
      setUpgrade({ plan, current });
      return;
    }
    void add(plan);
  }

  async function confirmUpgrade() {
    if (!upgrade) return;
    setBusy('upgrade');
    let notice: NavigationNotice;
    try {
      await upgradePlan.mutateAsync({ body: buildUpgradeRequest(upgrade.current, upgrade.plan) });
      notice = { notice: UPGRADE_MESSAGES.success, tone: 'success' };
      // New limits and products: the guards and the switcher read the refreshed session.
      void session.refresh();
    } catch (error) {
      notice = { notice: failureText(error), tone: 'error' };
    }
    setBusy(null);
    setUpgrade(null);
    // Success and failure both end on the welcome page, with the alert (calls-billing-spec §4, §8).
    navigate(welcomeHref(), { state: notice });
  }

  /** /home/welcome with the selected pair: where the confirm-upgrade dialog ends, confirmed or not. */
  function welcomeHref(): string {
    return withOidPid(HOME_PATH, selection?.oid, selection?.pid);
  }

  function openComparison(product: PlanProduct) {
    // Loaded when first opened (useComparison), then kept.
    setCompare(product);
  }

  const panel = (product: PlanProduct) =>
    cycles ? (
      <PlanPanel
        product={product}
        cycle={cycles[product]}
        onCycle={(cycle) => setCycles({ ...cycles, [product]: cycle })}
        cards={cardsOf(product)}
        highlight={start?.highlight === true}
        quantities={quantities}
        quantityErrors={quantityErrors}
        busy={busy}
        onQuantity={(plan, raw) => {
          const key = String(plan.id);
          setQuantities((q) => ({ ...q, [key]: quantityInput(raw) }));
          setQuantityErrors(({ [key]: _, ...rest }) => rest);
        }}
        onAction={act}
        onTrial={(card) => void trial(card.plan)}
        onCompare={openComparison}
      />
    ) : null;

  const loading = !data.catalogue && data.errors.length === 0;
  // One sdk total for the confirm dialog: the amount and the discount it shows agree (§9).
  const upgradeSum = upgrade ? upgradeTotal(upgrade.plan.price, upgrade.current) : null;
  // Organization Administrator and View only cannot buy (§6): said once above the disabled cards.
  const cannotBuy = mode === 'app' && session.user !== null && !canPurchasePlans(role);

  return (
    <div className={mode === 'public' ? `${styles.page} ${styles.public}` : styles.page}>
      <header className={styles.intro}>
        <h1 className={intro.title}>{PRICING_TEXT.heading}</h1>
        <p className={styles.lead}>{PRICING_TEXT.subLine}</p>
      </header>
      {data.errors.map((text) => (
        <Alert key={text} tone="error" onDismiss={() => data.dismissError(text)}>
          {text}
        </Alert>
      ))}
      {notice ? (
        <Alert tone={notice.tone} durationMs={5000} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      {cannotBuy ? <Alert tone="info">{ROLE_NOTICE}</Alert> : null}
      {loading || !cycles ? (
        <Loader block label="Loading plans" />
      ) : data.catalogue ? (
        <Tabs
          label="Pricing plans"
          selectedKey={top}
          onSelectionChange={(id) => setTop(id as TopTab)}
          items={[
            { id: 'bundle', label: 'Bundle', content: panel('combo') },
            {
              id: 'custom',
              label: 'Custom',
              content: (
                <Tabs
                  label="Products"
                  selectedKey={productTab}
                  onSelectionChange={(id) => setProductTab(id as ProductTab)}
                  items={CUSTOM_TABS.map((tab) => ({
                    id: tab.product,
                    label: tab.label,
                    content: panel(tab.product),
                  }))}
                />
              ),
            },
          ]}
        />
      ) : null}

      <ComparisonDialog
        isOpen={compare !== null}
        productLabel={compare ? TAB_LABEL[compare] : ''}
        bundle={compare === 'combo'}
        table={compare && comparison.data ? comparison.data[compare] : null}
        loading={compare !== null && !comparison.data && !comparison.error}
        error={comparison.error}
        onClose={() => {
          setCompare(null);
          if (comparison.error) void resetComparison(client);
        }}
      />
      {mode === 'app' ? (
        <ContactSalesDialog
          isOpen={contact !== null}
          email={session.user?.email ?? ''}
          defaultProductNames={contact ?? []}
          onClose={() => setContact(null)}
          onSent={() => {
            setContact(null);
            setNotice({ tone: 'success', text: PRICING_TEXT.requestSent });
          }}
        />
      ) : null}
      <ConfirmUpgradeDialog
        isOpen={upgrade !== null}
        planName={upgrade ? `${upgrade.plan.product_name} ${upgrade.plan.name}` : undefined}
        cycle={upgrade?.plan.cycle}
        total={upgradeSum?.total ?? null}
        discountPercentage={upgradeSum?.discountPercentage ?? null}
        busy={busy === 'upgrade'}
        onConfirm={() => void confirmUpgrade()}
        onCancel={() => {
          setUpgrade(null);
          navigate(welcomeHref());
        }}
      />
      <AddedToCartPopup
        isOpen={added !== null}
        productName={added?.productName ?? ''}
        cycle={added?.cycle ?? 'monthly'}
        price={added?.price ?? 0}
        quantity={added?.quantity ?? 1}
        cartHref={added?.cartHref ?? BILLING_PATHS.cart}
        hideAfterMs={4000}
        onHide={() => setAdded(null)}
      />
    </div>
  );
}

/** /settings/billing/pricing: in the shell, for the selected organization (oid) and property (pid). */
export function PricingPage() {
  return <Pricing mode="app" />;
}

/** /pricing: the public page; its buttons lead to sign-up with the plan. */
export function PublicPricingPage() {
  return <Pricing mode="public" />;
}
