import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { useState } from 'react';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { useToasts } from '../../../lib/useToasts.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import { setCartCount } from '../../../shell/cart/useCartCount.ts';
import settings from '../../settings/settings.module.css';
import billing from '../billing.module.css';
import {
  BILLING_PATHS,
  billedLabel,
  cartTargetText,
  formatCyclePrice,
  formatMoney,
  planTitle,
  purchaseRefusal,
  quantityUnit,
} from '../billing-view.ts';
import { useBillingHref } from '../useBillingHref.ts';
import styles from './Cart.module.css';
import { useCart, useRemoveCartItem, useUpdateCartQuantity } from './cart.queries.ts';
import { QuantityField } from './QuantityField.tsx';

type CartItem = Schemas['CartItem'];

/** /settings/billing/cart: the plans about to be bought, their quantity, target and the subtotal. */
export function CartPage() {
  const { user } = useSession();
  const href = useBillingHref();
  const load = useCart();
  const update = useUpdateCartQuantity();
  const removal = useRemoveCartItem();
  const toasts = useToasts();
  const [busyItem, setBusyItem] = useState<number | null>(null);
  const [itemProblem, setItemProblem] = useState<{ id: number; message: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refusal = purchaseRefusal(user?.role);

  // A change's answer replaces the query's data (cart.queries.ts).
  const cart = load.data ?? null;

  async function setQuantity(item: CartItem, quantity: number) {
    setBusyItem(item.id);
    setItemProblem(null);
    setProblem(null);
    try {
      const { response } = await update.mutateAsync({ body: { id: item.id, quantity } });
      setCartCount(response.count);
    } catch (error) {
      setItemProblem({ id: item.id, message: problemSummary(problemOf(error), { verbatim: true }) });
    } finally {
      setBusyItem(null);
    }
  }

  async function remove(item: CartItem) {
    setBusyItem(item.id);
    setProblem(null);
    let count: number;
    try {
      count = (await removal.mutateAsync({ params: { path: { id: item.id } } })).response.count;
    } catch (error) {
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
      return;
    } finally {
      setBusyItem(null);
    }
    setCartCount(count);
    toasts.notify(`${planTitle(item)} was removed from your cart.`);
  }

  return (
    <div className={settings.page}>
      <PageIntro
        title="Cart"
        description="The plans you are about to buy, their billing cycle, quantity and total."
        actions={
          <LinkButton variant="secondary" href={href(BILLING_PATHS.pricing)}>
            Continue shopping
          </LinkButton>
        }
      />
      {toasts.region}
      <QueryState queries={[load]} loadingLabel="Loading your cart" what="your cart">
        {() => null}
      </QueryState>
      {problem ? (
        <Alert tone="error" title="That did not work" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      {cart && refusal && cart.items.length > 0 ? <Alert tone="info">{refusal}</Alert> : null}
      {cart && cart.items.length === 0 ? (
        <EmptyState
          title="Your cart is empty"
          message="Choose a plan for Cookie Consent, DSAR, Consent Preference or Social Fortuna, or a bundle of them."
          action={<LinkButton href={href(BILLING_PATHS.pricing)}>See plans and pricing</LinkButton>}
        />
      ) : null}
      {cart && cart.items.length > 0 ? (
        <div className={billing.orderLayout}>
          <section aria-labelledby="cart-items-heading" className={settings.stack}>
            <h2 id="cart-items-heading" className={settings.sectionTitle}>
              {cart.count === 1 ? '1 item' : `${cart.count} items`}
            </h2>
            <ul className={styles.items}>
              {cart.items.map((item) => (
                <li key={item.id} className={styles.item}>
                  <div>
                    <h3 className={styles.itemTitle}>{planTitle(item)}</h3>
                    <p className={styles.itemMeta}>
                      <span>{billedLabel(item.cycle)}</span>
                      <span>
                        {formatCyclePrice(item.price, item.cycle)} per {quantityUnit(item.type)}
                      </span>
                    </p>
                    <p className={styles.target}>{cartTargetText(item)}</p>
                  </div>
                  <QuantityField
                    label="Quantity"
                    name={planTitle(item)}
                    value={item.unit}
                    busy={busyItem === item.id}
                    isDisabled={refusal !== null}
                    errorMessage={itemProblem?.id === item.id ? itemProblem.message : undefined}
                    onCommit={(quantity) => void setQuantity(item, quantity)}
                  />
                  <div className={styles.lineTotal}>
                    <span className={styles.amount}>{formatMoney(item.priceTotal)}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${planTitle(item)}`}
                      isDisabled={refusal !== null || busyItem === item.id}
                      onPress={() => void remove(item)}
                    >
                      Remove
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <aside aria-labelledby="cart-summary-heading" className={billing.summary}>
            <h2 id="cart-summary-heading">Order summary</h2>
            <dl className={billing.totals}>
              <dt>Subtotal</dt>
              <dd className={billing.grandTotal}>{formatMoney(cart.subtotal)}</dd>
            </dl>
            <p className={billing.note}>Promo codes are applied on the next step. Nothing is charged yet.</p>
            <LinkButton href={href(BILLING_PATHS.cartReview)} fullWidth>
              Review order
            </LinkButton>
          </aside>
        </div>
      ) : null}
    </div>
  );
}
