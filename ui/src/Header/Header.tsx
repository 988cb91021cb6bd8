import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import styles from './Header.module.css';

export interface HeaderProps {
  /** The product name next to the logo. */
  productName: string;
  /** A logo element; a default mark is drawn when omitted. */
  logo?: ReactNode;
  /** Target of the logo link. */
  homeHref?: string;
  /**
   * The organization/property switcher (an OrgPropertySwitcher); left out when omitted (e.g. before any
   * organization exists). An element, not props, so that the page can load its menu on first use.
   */
  switcher?: ReactNode;
  /** Product navigation after the switcher (e.g. a Products menu). */
  navigation?: ReactNode;
  /** Right-side slots, shown in this order: help, notifications, cart, theme toggle, user menu. */
  help?: ReactNode;
  notifications?: ReactNode;
  cart?: ReactNode;
  themeToggle?: ReactNode;
  userMenu?: ReactNode;
}

/** The 60 px top bar of a logged-in user: logo, organization/property switcher and the shell controls. */
export function Header({
  productName,
  logo,
  homeHref = '/home/welcome',
  switcher,
  navigation,
  help,
  notifications,
  cart,
  themeToggle,
  userMenu,
}: HeaderProps) {
  const slots = [help, notifications, cart, themeToggle, userMenu].filter((slot) => slot != null);
  return (
    <header className={styles.header}>
      <Link href={homeHref} className={styles.brand}>
        {logo ?? <span className={styles.mark} aria-hidden="true" />}
        <span className={styles.productName}>{productName}</span>
      </Link>
      {switcher ? <div className={styles.switcher}>{switcher}</div> : null}
      {navigation ? <div className={styles.navigation}>{navigation}</div> : null}
      <div className={styles.actions}>
        {slots.map((slot, index) => (
          // The slots are fixed positions, so the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed slot order
          <div key={index} className={styles.slot}>
            {slot}
          </div>
        ))}
      </div>
    </header>
  );
}
