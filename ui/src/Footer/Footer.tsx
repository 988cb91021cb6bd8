import { Link } from 'react-aria-components';
import link from '../theme/link.module.css';
import styles from './Footer.module.css';

export interface FooterProps {
  /** The portal's name after the copyright sign. */
  portalName: string;
  /** Copyright year; the current year when omitted. */
  year?: number;
  privacyPolicyHref: string;
  termsOfServiceHref: string;
}

/** The page footer: copyright year and portal name, links to the privacy policy and terms of service. */
export function Footer({ portalName, year, privacyPolicyHref, termsOfServiceHref }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <p className={styles.copyright}>
        © {year ?? new Date().getFullYear()} {portalName}. All rights reserved.
      </p>
      <nav aria-label="Legal" className={styles.links}>
        <Link href={privacyPolicyHref} className={link.textLink}>
          Privacy Policy
        </Link>
        <Link href={termsOfServiceHref} className={link.textLink}>
          Terms of Service
        </Link>
      </nav>
    </footer>
  );
}
