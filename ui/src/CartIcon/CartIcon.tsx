import { Link, type PressEvent } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import a11y from '../theme/a11y.module.css';
import panel from '../theme/panel.module.css';
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
    <Link href={href} onPress={onPress} className={`${panel.headerButton} ${styles.cart}`}>
      <Icon name="cart" size={22} />
      <span className={a11y.visuallyHidden}>{`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}</span>
      {count > 0 ? (
        <span className={`${panel.count} ${styles.badge}`} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
