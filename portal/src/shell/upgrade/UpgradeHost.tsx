import type { Schemas } from '@privacy-portal/sdk';
import { selectUpgradeView, upgradeMachine } from '@privacy-portal/sdk/machines';
import { useEmitted } from '@privacy-portal/sdk/react';
import { Alert } from '@privacy-portal/ui/Alert';
import type { LicenceStatusProduct } from '@privacy-portal/ui/LicenceStatusModal';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { storePlanIntent } from '../../lib/planIntent.ts';
import { problemSummary } from '../../lib/problem.ts';
import { $api, problemOf } from '../../lib/queryClient.ts';
import { BILLING_PATHS, billingHref } from '../../pages/billing/billing-links.ts';
import { currentPlansOptions, useUpgradePlan } from '../../pages/billing/pricing/pricing.queries.ts';
import type { Licence } from '../../routing/route-table.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import styles from './UpgradeHost.module.css';
import {
  decideUpgrade,
  LICENCE_STATUS_PRODUCT,
  type PopupPlanView,
  popupPlanViews,
  pricingIntentOfChoice,
  type UpgradeFacts,
} from './upgradeDecision.ts';

type Plan = Schemas['Plan'];

const isLicence = (value: unknown): value is Licence =>
  typeof value === 'string' && value in LICENCE_STATUS_PRODUCT;

/** The organization (and property) whose plan the popup is about. */
interface UpgradeScope {
  oid: number;
  pid?: number;
}

/** A plan list through the cache (the pricing page's queries); null when it cannot be had. */
async function responseOrNull<T>(load: Promise<{ response: T }>): Promise<T | null> {
  try {
    return (await load).response;
  } catch {
    return null;
  }
}

async function loadFacts(
  client: QueryClient,
  licence: Licence,
  scope: UpgradeScope | null,
): Promise<UpgradeFacts> {
  const [catalogue, activePlans, scopePlans] = await Promise.all([
    responseOrNull(client.fetchQuery($api.queryOptions('get', '/billing/plan'))),
    responseOrNull(client.fetchQuery($api.queryOptions('get', '/billing/list/subscription'))),
    scope ? responseOrNull(client.fetchQuery(currentPlansOptions(scope.oid, scope.pid))) : null,
  ]);
  return { licence, catalogue, activePlans, scopePlans };
}

// The dialogs load when first opened (a plan limit reached, a product without a licence).
const UpgradePopup = lazy(() =>
  import('@privacy-portal/ui/UpgradePopup').then((m) => ({
    // lazy() drops the component's type parameter: keep it for the plan cards.
    default: m.UpgradePopup<PopupPlanView>,
  })),
);
const ConfirmUpgradeDialog = lazy(() =>
  import('@privacy-portal/ui/ConfirmUpgradeDialog').then((m) => ({ default: m.ConfirmUpgradeDialog })),
);
const LicenceStatusModal = lazy(() =>
  import('@privacy-portal/ui/LicenceStatusModal').then((m) => ({ default: m.LicenceStatusModal })),
);

/** What asked for the upgrade flow (UpgradeLoader.tsx hands it over). */
export interface UpgradeRequest {
  /** The product whose licence or plan limit stopped the user. */
  licence: string;
  /** The organization whose limit was reached, when it is not the selected one. */
  oid?: number;
}

/**
 * After a licence guard sent the user to the analytics page (location state `upgrade`), or a page
 * reported a plan limit (the `upgrade` app action, lib/errorActions.ts): the subscription upgrade
 * popup on the sdk's upgrade machine, or the licence-status modal; which one is decided by
 * `decideUpgrade` (see upgradeDecision.ts). The machine opens the popup 2000 ms after OPEN, runs the
 * confirm dialog and the upgrade call, and emits where to go.
 */
export function UpgradeHost({ request }: { request: UpgradeRequest }) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const role = session.user?.role ?? null;
  const [status, setStatus] = useState<LicenceStatusProduct | null>(null);
  const [plans, setPlans] = useState<Plan[]>([]);
  const mounted = useRef(true);
  const client = useQueryClient();
  const upgradePlan = useUpgradePlan();

  const actor = useActorRef(upgradeMachine, {
    input: {
      role,
      oid: session.selection?.oid ?? null,
      pid: session.selection?.pid ?? null,
      currentPath: location.pathname,
      upgrade: async (request) => {
        try {
          return await upgradePlan.mutateAsync({ body: request });
        } catch (error) {
          // The machine shows the server's message in the red alert.
          throw new Error(problemSummary(problemOf(error), { verbatim: true }));
        }
      },
      // The licences' tier changed: reload the organizations and their entitlements.
      refresh: () => session.refresh(),
    },
  });
  const view = useSelector(actor, selectUpgradeView);
  const currentPlan = useSelector(actor, (snapshot) => snapshot.context.currentPlan);

  useEmitted(actor, 'navigate', (event) => navigate(event.to));
  // The portal keeps no "managed" organization or property apart from the working selection, which the
  // analytics page needs; what the upgrade flow stored for the pricing page is all there is to forget.
  useEmitted(actor, 'clearManagedOrgProperty', () => storePlanIntent(null));

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Reads the plans and opens what helps for this product (the popup or the licence-status modal). */
  function open(licence: Licence, oid?: number) {
    const selection = session.selection;
    // A limit reported for another organization than the selected one is about that organization's plan.
    const scope: UpgradeScope | null = oid === undefined || oid === selection?.oid ? selection : { oid };
    const currentPath = location.pathname;
    void loadFacts(client, licence, scope).then((facts) => {
      if (!mounted.current) return;
      const choice = decideUpgrade(facts);
      if (choice.kind === 'licenceStatus') {
        setStatus(choice.product);
        return;
      }
      setPlans(choice.plans);
      actor.send({
        type: 'OPEN',
        popupType: choice.popupType,
        plans: choice.plans,
        currentPlan: choice.currentPlan,
        noPlanProduct: choice.noPlanProduct,
        currentPath,
        oid: scope?.oid ?? null,
        pid: scope?.pid ?? null,
      });
    });
  }
  // The listener below outlives renders: it calls the latest `open` (current selection and path).
  const openLatest = useRef(open);
  openLatest.current = open;

  // Each request (a new object) opens the flow once: a licence guard's redirect, a page's plan limit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per request
  useEffect(() => {
    if (isLicence(request.licence)) openLatest.current(request.licence, request.oid);
  }, [request]);

  const cards = popupPlanViews(view.stepPlans, plans, currentPlan as Schemas['CurrentPlan'] | null, role);

  function choose(plan: Plan) {
    const intent = pricingIntentOfChoice(plan, view.popupType);
    if (intent) storePlanIntent(intent);
    actor.send({ type: 'CHOOSE_PLAN', plan });
  }

  return (
    <Suspense fallback={null}>
      {view.popupOpen ? (
        <UpgradePopup
          isOpen
          popupType={view.popupType ?? 'noPlan'}
          noPlanMessage={view.noPlanMessage ?? undefined}
          step={view.step}
          plans={cards}
          featuresExpanded={view.featuresExpanded}
          onToggleFeatures={() => actor.send({ type: 'TOGGLE_FEATURES' })}
          onNext={() => actor.send({ type: 'NEXT' })}
          onBack={() => actor.send({ type: 'BACK' })}
          onChoosePlan={(card) => choose(card.plan)}
          onClose={() => actor.send({ type: 'CLOSE', currentPath: location.pathname })}
        />
      ) : null}
      {view.confirmOpen ? (
        <ConfirmUpgradeDialog
          isOpen
          planName={
            view.selectedPlan ? `${view.selectedPlan.product_name} ${view.selectedPlan.name}` : undefined
          }
          cycle={view.selectedPlan?.cycle}
          total={view.total?.total ?? null}
          discountPercentage={view.total?.discountPercentage ?? null}
          busy={view.busy}
          onConfirm={() => actor.send({ type: 'CONFIRM' })}
          onCancel={() => actor.send({ type: 'CANCEL' })}
        />
      ) : null}
      {status ? (
        <LicenceStatusModal
          isOpen
          product={status}
          // Licences are assigned to organizations and properties on the subscription management page.
          onManageSubscription={() => {
            setStatus(null);
            navigate(billingHref(BILLING_PATHS.manage, session.selection, location.search));
          }}
          onClose={() => setStatus(null)}
        />
      ) : null}
      {view.alert ? (
        <div className={styles.toast}>
          <Alert tone={view.alert.kind} onDismiss={() => actor.send({ type: 'DISMISS_ALERT' })}>
            {view.alert.message}
          </Alert>
        </div>
      ) : null}
    </Suspense>
  );
}
