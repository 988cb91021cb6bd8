import { Link, type PressEvent } from 'react-aria-components';
import a11y from '../theme/a11y.module.css';
import styles from './CartIcon.module.css';

export interface CartIconProps {
  /** Items in the cart; the badge shows from 1 on (99+ above 99). */
  count: number;
  /** Where the cart lives. */
  href?: string;
  /** Pressed (links still navigate through their href). */
  onPress?: (event: PressEvent) => void;
}

/** The header's cart link with a count badge; named "Cart, N items" for assistive technology. */
export function CartIcon({ count, href = '/settings/billing/cart', onPress }: CartIconProps) {
  return (
    <Link href={href} onPress={onPress} className={styles.cart}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.3a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.4" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.4" fill="currentColor" />
      </svg>
      <span className={a11y.visuallyHidden}>{`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}</span>
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
