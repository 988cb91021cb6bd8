import { useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'react-aria-components';
import { IconButton } from '../IconButton/index.ts';
import { formatPlanPrice } from '../PricingCard/index.ts';
import link from '../theme/link.module.css';
import styles from './AddedToCartPopup.module.css';

export interface AddedToCartPopupProps {
  /** Whether the popup shows. */
  isOpen: boolean;
  /** The product added, e.g. 'Cookie Consent Professional'. */
  productName: string;
  /** Billing cycle, shown as 'Billed - monthly'. */
  cycle: 'monthly' | 'yearly';
  /** Price of the item, shown as 'Price - $29'. */
  price: number;
  /** Quantity added, shown as 'Quantity - 1'. */
  quantity: number;
  /** Currency sign before the price. */
  currency?: string;
  /** Where 'Open Cart' leads: /settings/billing/cart with oid and pid. */
  cartHref: string;
  /** 'Open Cart' pressed (for client-side routing; the link also works on its own). */
  onOpenCart?: () => void;
  /** The popup should hide: its time ran out or the close button was pressed. */
  onHide: () => void;
  /** How long the popup stays; the spec says 4000 ms. Paused while hovered or focused. */
  hideAfterMs?: number;
}

/** The added-to-cart popup of the pricing page (calls-billing-spec §2, §4: hides after 4 s). */
export function AddedToCartPopup({
  isOpen,
  productName,
  cycle,
  price,
  quantity,
  currency = '$',
  cartHref,
  onOpenCart,
  onHide,
  hideAfterMs = 4000,
}: AddedToCartPopupProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Paused while the user points at it or works in it, so the link cannot vanish under them (WCAG 2.2.1).
  const paused = hovered || focused;
  const hide = useEffectEvent(() => onHide());
  useEffect(() => {
    if (!isOpen || paused || hideAfterMs <= 0) return;
    const timer = setTimeout(hide, hideAfterMs);
    return () => clearTimeout(timer);
  }, [isOpen, paused, hideAfterMs]);
  useEffect(() => {
    if (!isOpen) {
      setHovered(false);
      setFocused(false);
    }
  }, [isOpen]);

  return (
    // The live region stays mounted so the content is announced when it appears.
    <div role="status" className={styles.live}>
      {isOpen ? (
        <section
          aria-label="Added to cart"
          className={styles.popup}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <div className={styles.header}>
            <p className={styles.title}>Added to cart</p>
            <IconButton icon="close" label="Close" size="sm" showTooltip={false} onPress={onHide} />
          </div>
          <p className={styles.product}>{productName}</p>
          <ul className={styles.details}>
            <li>Billed - {cycle}</li>
            <li>Price - {formatPlanPrice(price, currency)}</li>
            <li>Quantity - {quantity}</li>
          </ul>
          <Link href={cartHref} onPress={onOpenCart} className={`${link.textLink} ${styles.link}`}>
            Open Cart
          </Link>
        </section>
      ) : null}
    </div>
  );
}
