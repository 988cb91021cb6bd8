import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Badge } from '@privacy-portal/ui/Badge';
import { Button } from '@privacy-portal/ui/Button';
import { DataTable, type DataTableColumn } from '@privacy-portal/ui/DataTable';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { Loader } from '@privacy-portal/ui/Loader';
import { TextField } from '@privacy-portal/ui/TextField';
import { useEffect, useState } from 'react';
import { type Problem, problemSummary } from '../../../lib/problem.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { PageIntro } from '../../page-intro/PageIntro.tsx';
import { LoadFailed } from '../../settings/LoadFailed.tsx';
import settings from '../../settings/settings.module.css';
import billing from '../billing.module.css';
import { checkCoupon, createCheckoutSession, fetchCheckoutReview } from '../billing.queries.ts';
import {
  BILLING_PATHS,
  billedLabel,
  cartTargetText,
  couponLabel,
  formatMoney,
  INVALID_COUPON_MESSAGE,
  normaliseCoupon,
  purchaseRefusal,
} from '../billing-view.ts';
import { useBillingHref } from '../useBillingHref.ts';
import styles from './CartReview.module.css';

type Review = Schemas['CheckoutReview'];
type CartItem = Schemas['CartItem'];

type ReviewState =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; review: Review };

/** The promo code field: typing, checking, applied (active) or refused (error state) — §4. */
type Promo =
  | { status: 'idle' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; percentOff: number }
  | { status: 'invalid'; message: string };

const COLUMNS: DataTableColumn<CartItem>[] = [
  { id: 'product', header: 'Product', value: (row) => row.product_name },
  { id: 'plan', header: 'Plan', value: (row) => row.name },
  { id: 'cycle', header: 'Billing', value: (row) => billedLabel(row.cycle) },
  { id: 'target', header: 'For', value: (row) => row.target?.name ?? cartTargetText(row) },
  {
    id: 'price',
    header: 'Price',
    value: (row) => row.price,
    cell: (row) => formatMoney(row.price),
    align: 'end',
  },
  { id: 'unit', header: 'Quantity', value: (row) => row.unit, align: 'end' },
  {
    id: 'total',
    header: 'Total',
    value: (row) => row.priceTotal,
    cell: (row) => formatMoney(row.priceTotal),
    align: 'end',
  },
];

const reviewState = (outcome: { ok: true; data: Review } | { ok: false; problem: Problem }): ReviewState => {
  if (outcome.ok)
    return outcome.data.items.length > 0 ? { status: 'ready', review: outcome.data } : { status: 'empty' };
  if (outcome.problem.code === 'cart_empty') return { status: 'empty' };
  return { status: 'failed', message: problemSummary(outcome.problem, { verbatim: true }) };
};

/** /settings/billing/cartreview: the order as it will be charged, a promo code, and on to payment. */
export function CartReviewPage() {
  const { user } = useSession();
  const href = useBillingHref();
  const refusal = purchaseRefusal(user?.role);
  const [state, setState] = useState<ReviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const [promo, setPromo] = useState<Promo>({ status: 'idle' });
  const [paying, setPaying] = useState(false);
  const [payProblem, setPayProblem] = useState<string | null>(null);
  const appliedCode = promo.status === 'applied' ? promo.code : null;

  // The review is asked again whenever the applied code changes: the server computes the discount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is a reason to load again
  useEffect(() => {
    let current = true;
    void fetchCheckoutReview(appliedCode).then((outcome) => {
      if (current) setState(reviewState(outcome));
    });
    return () => {
      current = false;
    };
  }, [appliedCode, attempt]);

  async function apply() {
    const normalised = normaliseCoupon(code);
    if (!normalised) {
      setPromo({ status: 'invalid', message: INVALID_COUPON_MESSAGE });
      return;
    }
    setPromo({ status: 'checking', code: normalised });
    const outcome = await checkCoupon(normalised);
    if (outcome.ok && outcome.data.valid) {
      setPromo({
        status: 'applied',
        code: outcome.data.code || normalised,
        percentOff: outcome.data.percent_off,
      });
    } else {
      setPromo({
        status: 'invalid',
        message: outcome.ok ? INVALID_COUPON_MESSAGE : problemSummary(outcome.problem, { verbatim: true }),
      });
    }
  }

  function removePromo() {
    setPromo({ status: 'idle' });
    setCode('');
  }

  async function pay() {
    setPaying(true);
    setPayProblem(null);
    const outcome = await createCheckoutSession(appliedCode);
    if (!outcome.ok) {
      setPaying(false);
      setPayProblem(problemSummary(outcome.problem, { verbatim: true }));
      return;
    }
    // The provider's page (Stripe Checkout or the built-in test provider); the busy state stays on
    // until the browser leaves.
    window.location.assign(outcome.data.url);
  }

  const review = state.status === 'ready' ? state.review : null;

  return (
    <div className={settings.page}>
      <PageIntro
        title="Review your order"
        description="Check the order, apply a promo code and continue to payment."
        actions={
          <LinkButton variant="secondary" href={href(BILLING_PATHS.cart)}>
            Back to cart
          </LinkButton>
        }
      />
      {state.status === 'loading' ? <Loader block label="Loading your order" /> : null}
      {state.status === 'failed' ? (
        <LoadFailed what="your order" message={state.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {state.status === 'empty' ? (
        <EmptyState
          title="Your cart is empty"
          message="There is nothing to pay for yet. Add a plan to your cart first."
          action={<LinkButton href={href(BILLING_PATHS.pricing)}>See plans and pricing</LinkButton>}
        />
      ) : null}
      {review ? (
        <div className={billing.orderLayout}>
          <section aria-labelledby="order-items-heading" className={settings.stack}>
            <h2 id="order-items-heading" className={settings.sectionTitle}>
              Order summary
            </h2>
            <DataTable
              caption="The plans in your order"
              captionHidden
              columns={COLUMNS}
              rows={review.items}
              getRowId={(row) => String(row.id)}
              pageSize={100}
            />
          </section>
          <aside aria-labelledby="order-total-heading" className={billing.summary}>
            <h2 id="order-total-heading">Total</h2>
            <form
              className={styles.promo}
              onSubmit={(event) => {
                event.preventDefault();
                if (promo.status !== 'applied') void apply();
              }}
            >
              {promo.status === 'applied' ? (
                <div className={styles.applied}>
                  <Badge tone="success" icon="check">
                    {couponLabel(promo.code, promo.percentOff)}
                  </Badge>
                  <Button variant="ghost" size="sm" onPress={removePromo}>
                    Remove promo code
                  </Button>
                </div>
              ) : (
                <>
                  <TextField
                    label="Promo code"
                    value={code}
                    onChange={(text) => {
                      setCode(text);
                      if (promo.status === 'invalid') setPromo({ status: 'idle' });
                    }}
                    errorMessage={promo.status === 'invalid' ? promo.message : undefined}
                    isDisabled={paying}
                  />
                  <Button
                    type="submit"
                    variant="secondary"
                    loading={promo.status === 'checking'}
                    isDisabled={code.trim() === '' || paying}
                  >
                    Apply
                  </Button>
                </>
              )}
            </form>
            <dl className={billing.totals}>
              <dt>Subtotal</dt>
              <dd>{formatMoney(review.subtotal)}</dd>
              {review.percent_off > 0 ? (
                <>
                  <dt>
                    Promo {review.coupon_code ?? appliedCode} ({review.percent_off}% off)
                  </dt>
                  <dd>−{formatMoney(review.discount)}</dd>
                </>
              ) : null}
              <dt className={`${billing.grandTotal} ${styles.ruled}`}>Total due today</dt>
              <dd className={`${billing.grandTotal} ${styles.ruled}`}>{formatMoney(review.total)}</dd>
            </dl>
            {refusal ? <Alert tone="info">{refusal}</Alert> : null}
            {payProblem ? (
              <Alert
                tone="error"
                title="We could not start the payment"
                onDismiss={() => setPayProblem(null)}
              >
                {payProblem}
              </Alert>
            ) : null}
            <Button fullWidth loading={paying} isDisabled={refusal !== null} onPress={() => void pay()}>
              Proceed to payment
            </Button>
            <p className={billing.note}>
              You pay on the payment provider&apos;s secure page and come back here when it is done.
              Subscriptions renew each billing period until you cancel them.
            </p>
          </aside>
        </div>
      ) : null}
    </div>
  );
}
