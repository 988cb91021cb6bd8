import { InstallSnippet } from '../InstallSnippet/InstallSnippet.tsx';
import { CONSENT_JS_API } from '../JsApiReference/consentJsApi.ts';
import styles from './GtmInstructions.module.css';

export interface GtmInstructionsProps {
  /** The property's install snippet, shown in its place above the GTM container. */
  snippet: string;
}

const [ready, update] = CONSENT_JS_API.events;

/**
 * Google Consent Mode v2 with Google Tag Manager: the snippet first in <head> so that its consent
 * defaults come before the container, GTM's own consent checks for each tag, and the banner's dataLayer
 * event as a trigger for tags that must wait for the visitor's choice.
 */
export function GtmInstructions({ snippet }: GtmInstructionsProps) {
  const order = [
    '<head>',
    `  ${snippet}`,
    '  <!-- Google Tag Manager -->',
    "  <script>(function(w,d,s,l,i){ /* GTM's container snippet */ })(window,document,'script','dataLayer','GTM-XXXXXXX');</script>",
    '  <!-- End Google Tag Manager -->',
    '  …',
    '</head>',
  ].join('\n');
  return (
    <div className={styles.gtm}>
      <ol className={styles.steps}>
        <li>
          <strong>Load the snippet first.</strong> Put it in the &lt;head&gt; above the GTM container snippet.
          It sets the Consent Mode v2 defaults (denied until the visitor agrees, under an opt-in regulation)
          before GTM loads, so every Google tag starts from them; the banner then sends the update when the
          visitor chooses.
        </li>
        <li>
          <strong>Check your tags in the Consent Overview.</strong> In GTM, under Admin → Container settings,
          turn on <em>Enable consent overview</em>; the shield on the Tags page then lists each tag’s consent
          settings. Google tags (GA4, Google Ads, Floodlight) have built-in consent checks and need nothing
          more.
        </li>
        <li>
          <strong>Give other tags additional consent checks.</strong> For a tag without built-in checks (a
          Meta pixel, Hotjar, a Custom HTML tag), open its Advanced settings → Consent settings, choose{' '}
          <em>Require additional consent for tag to fire</em> and add the signals it needs, such as{' '}
          <code>ad_storage</code> or <code>analytics_storage</code>.
        </li>
        <li>
          <strong>Fire tags on the visitor’s choice.</strong> Add a Custom Event trigger on{' '}
          <code>{update?.name}</code> (and <code>{ready?.name}</code> for the page where consent was already
          given), and read a category with a Data Layer Variable such as{' '}
          <code>{CONSENT_JS_API.payload}.analytics</code> as the trigger’s condition.
        </li>
      </ol>
      <InstallSnippet code={order} label="Order in the head with Google Tag Manager" />
    </div>
  );
}
