import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Badge } from '@privacy-portal/ui/Badge';
import { Button } from '@privacy-portal/ui/Button';
import { DataTable, type DataTableColumn } from '@privacy-portal/ui/DataTable';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { TextField } from '@privacy-portal/ui/TextField';
import { useState } from 'react';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import settings from '../../settings/settings.module.css';
import billing from '../billing.module.css';
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
import { useCheckCoupon, useCheckoutReview, useCheckoutSession } from './checkout.queries.ts';

type CartItem = Schemas['CartItem'];

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

/** /settings/billing/cartreview: the order as it will be charged, a promo code, and on to payment. */
export function CartReviewPage() {
  const { user } = useSession();
  const href = useBillingHref();
  const refusal = purchaseRefusal(user?.role);
  const [code, setCode] = useState('');
  const [promo, setPromo] = useState<Promo>({ status: 'idle' });
  const [paying, setPaying] = useState(false);
  const [payProblem, setPayProblem] = useState<string | null>(null);
  const appliedCode = promo.status === 'applied' ? promo.code : null;
  // Asked again whenever the applied code changes: the server computes the discount.
  const reviewQuery = useCheckoutReview(appliedCode);
  const checkCoupon = useCheckCoupon();
  const checkout = useCheckoutSession();
  // An empty cart is an answer (or the server's cart_empty refusal), not a failure to load.
  const empty =
    reviewQuery.data?.items.length === 0 ||
    (reviewQuery.data === undefined &&
      reviewQuery.isError &&
      problemOf(reviewQuery.error).code === 'cart_empty');

  async function apply() {
    const normalised = normaliseCoupon(code);
    if (!normalised) {
      setPromo({ status: 'invalid', message: INVALID_COUPON_MESSAGE });
      return;
    }
    setPromo({ status: 'checking', code: normalised });
    try {
      const coupon = await checkCoupon(normalised);
      setPromo(
        coupon.valid
          ? { status: 'applied', code: coupon.code || normalised, percentOff: coupon.percentOff }
          : { status: 'invalid', message: INVALID_COUPON_MESSAGE },
      );
    } catch (error) {
      setPromo({ status: 'invalid', message: problemSummary(problemOf(error), { verbatim: true }) });
    }
  }

  function removePromo() {
    setPromo({ status: 'idle' });
    setCode('');
  }

  async function pay() {
    setPaying(true);
    setPayProblem(null);
    try {
      const answer = await checkout.mutateAsync({ body: appliedCode ? { coupon_code: appliedCode } : {} });
      // The provider's page (Stripe Checkout or the built-in test provider); the busy state stays on
      // until the browser leaves.
      window.location.assign(answer.response.url);
    } catch (error) {
      setPaying(false);
      setPayProblem(problemSummary(problemOf(error), { verbatim: true }));
    }
  }

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
      {empty ? (
        <EmptyState
          title="Your cart is empty"
          message="There is nothing to pay for yet. Add a plan to your cart first."
          action={<LinkButton href={href(BILLING_PATHS.pricing)}>See plans and pricing</LinkButton>}
        />
      ) : (
        <QueryState queries={[reviewQuery]} loadingLabel="Loading your order" what="your order">
          {(review) => (
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
          )}
        </QueryState>
      )}
    </div>
  );
}
