import { GtmInstructions } from '@privacy-portal/ui/cookieConsent/GtmInstructions';
import { JsApiReference } from '@privacy-portal/ui/cookieConsent/JsApiReference';
import styles from './Implementation.module.css';

/** Google Consent Mode v2 with Google Tag Manager, and the banner's JS API and dataLayer events. */
export function Guides({ snippet }: { snippet: string }) {
  return (
    <>
      <section className={styles.panel} aria-labelledby="gtm-heading">
        <h2 id="gtm-heading" className={styles.sectionTitle}>
          Google Consent Mode v2 with Google Tag Manager
        </h2>
        <GtmInstructions snippet={snippet} />
      </section>

      <section className={styles.panel} aria-labelledby="js-api-heading">
        <h2 id="js-api-heading" className={styles.sectionTitle}>
          JavaScript API and dataLayer events
        </h2>
        <JsApiReference />
      </section>
    </>
  );
}
