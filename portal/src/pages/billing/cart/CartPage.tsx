import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { useState } from 'react';
import { problemSummary } from '../../../lib/problem.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { setCartCount } from '../../../shell/cart/useCartCount.ts';
import { PageIntro } from '../../page-intro/PageIntro.tsx';
import { LoadPending } from '../../settings/LoadFailed.tsx';
import settings from '../../settings/settings.module.css';
import { useLoad } from '../../settings/useLoad.ts';
import { useToasts } from '../../settings/useToasts.tsx';
import billing from '../billing.module.css';
import { fetchCart, removeCartItem, updateCartQuantity } from '../billing.queries.ts';
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
import { QuantityField } from './QuantityField.tsx';

type Cart = Schemas['Cart'];
type CartItem = Schemas['CartItem'];

/** /settings/billing/cart: the plans about to be bought, their quantity, target and the subtotal. */
export function CartPage() {
  const { user } = useSession();
  const href = useBillingHref();
  const load = useLoad(fetchCart, 'cart');
  const toasts = useToasts();
  // The cart as the server last answered a change; the load's data until then.
  const [changed, setChanged] = useState<Cart | null>(null);
  const [busyItem, setBusyItem] = useState<number | null>(null);
  const [itemProblem, setItemProblem] = useState<{ id: number; message: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refusal = purchaseRefusal(user?.role);

  const cart = changed ?? (load.state.status === 'ready' ? load.state.data : null);

  async function setQuantity(item: CartItem, quantity: number) {
    setBusyItem(item.id);
    setItemProblem(null);
    setProblem(null);
    const outcome = await updateCartQuantity(item.id, quantity);
    setBusyItem(null);
    if (outcome.ok) {
      setChanged(outcome.data);
      setCartCount(outcome.data.count);
    } else setItemProblem({ id: item.id, message: problemSummary(outcome.problem, { verbatim: true }) });
  }

  async function remove(item: CartItem) {
    setBusyItem(item.id);
    setProblem(null);
    const outcome = await removeCartItem(item.id);
    setBusyItem(null);
    if (!outcome.ok) {
      setProblem(problemSummary(outcome.problem, { verbatim: true }));
      return;
    }
    setChanged(outcome.data);
    setCartCount(outcome.data.count);
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
      {cart ? null : <LoadPending load={load} loadingLabel="Loading your cart" what="your cart" />}
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
