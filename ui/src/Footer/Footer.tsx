import { Link } from 'react-aria-components';
import link from '../theme/link.module.css';
import styles from './Footer.module.css';

/** The footer's words in another language; English when omitted. */
export interface FooterTexts {
  /** The whole copyright line, e.g. "© 2026 Privacy Portal. Alle Rechte vorbehalten." */
  copyright: string;
  /** The accessible name of the legal links. */
  legal: string;
  privacyPolicy: string;
  termsOfService: string;
}

export interface FooterProps {
  /** The portal's name after the copyright sign. */
  portalName: string;
  /** Copyright year; the current year when omitted. */
  year?: number;
  privacyPolicyHref: string;
  termsOfServiceHref: string;
  texts?: FooterTexts;
  /** The language of `texts` when it differs from the page's. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** The page footer: copyright year and portal name, links to the privacy policy and terms of service. */
export function Footer({
  portalName,
  year,
  privacyPolicyHref,
  termsOfServiceHref,
  texts,
  lang,
  dir,
}: FooterProps) {
  return (
    <footer className={styles.footer} lang={lang} dir={dir}>
      <p className={styles.copyright}>
        {texts?.copyright ?? `© ${year ?? new Date().getFullYear()} ${portalName}. All rights reserved.`}
      </p>
      <nav aria-label={texts?.legal ?? 'Legal'} className={styles.links}>
        <Link href={privacyPolicyHref} className={link.textLink}>
          {texts?.privacyPolicy ?? 'Privacy Policy'}
        </Link>
        <Link href={termsOfServiceHref} className={link.textLink}>
          {texts?.termsOfService ?? 'Terms of Service'}
        </Link>
      </nav>
    </footer>
  );
}
