import { withOidPid } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { InstallationCheck } from '@privacy-portal/ui/cookieConsent/InstallationCheck';
import { InstallSnippet } from '@privacy-portal/ui/cookieConsent/InstallSnippet';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { Loader } from '@privacy-portal/ui/Loader';
import { Tabs } from '@privacy-portal/ui/Tabs';
import { lazy, Suspense } from 'react';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import { cardLoad } from '../dashboard/cardLoad.ts';
import { ConsentModeTable } from './ConsentModeTable.tsx';
import styles from './Implementation.module.css';
import { useInstallation, usePublishedBanner } from './implementation.queries.ts';
import { installSnippet, MARKED_SCRIPT_EXAMPLE } from './snippet.ts';

const BANNER_ROUTE = '/cookie-consent/banner-configuration';

// Google Tag Manager's steps and the JS API are reference text further down the page: they load
// after the snippet and the installation check have drawn, keeping the route within its weight goal.
const Guides = lazy(() => import('./Guides.tsx').then((m) => ({ default: m.Guides })));

/** How to put the snippet in each kind of site. */
function platformTabs() {
  return [
    {
      id: 'html',
      label: 'HTML',
      content: (
        <ol className={styles.steps}>
          <li>Open the template or layout that writes the &lt;head&gt; of every page.</li>
          <li>
            Paste the snippet as the first element inside &lt;head&gt;, before any analytics or advertising
            tag.
          </li>
          <li>Publish the change, then open your site in a private window to see the banner.</li>
        </ol>
      ),
    },
    {
      id: 'gtm',
      label: 'Google Tag Manager',
      content: (
        <>
          <p>
            Privacy Portal has no template in Google Tag Manager’s Community Template Gallery. Tags that GTM
            fires before the banner loads would set their cookies before the visitor chooses, so:
          </p>
          <ol className={styles.steps}>
            <li>
              Best: paste the snippet in the &lt;head&gt; of your pages <strong>above</strong> the GTM
              container snippet, and leave GTM as it is (see Google Consent Mode v2 with Google Tag Manager
              below).
            </li>
            <li>
              Through GTM only: add a <strong>Custom HTML</strong> tag with the snippet, fire it on the{' '}
              <strong>Consent Initialization – All Pages</strong> trigger, then publish the container.
            </li>
          </ol>
        </>
      ),
    },
    {
      id: 'wordpress',
      label: 'WordPress',
      content: (
        <ol className={styles.steps}>
          <li>
            With a plugin that adds code to the header of every page, paste the snippet there and put it
            first.
          </li>
          <li>
            Or edit your theme’s <code>header.php</code> (a child theme keeps the change through updates) and
            paste the snippet right after <code>&lt;head&gt;</code>.
          </li>
          <li>Clear the cache of any caching plugin so visitors get the new pages.</li>
        </ol>
      ),
    },
    {
      id: 'shopify',
      label: 'Shopify',
      content: (
        <ol className={styles.steps}>
          <li>
            In Shopify admin, go to <strong>Online Store → Themes</strong>, open the theme’s menu and choose{' '}
            <strong>Edit code</strong>.
          </li>
          <li>
            Open <code>layout/theme.liquid</code> and paste the snippet right after <code>&lt;head&gt;</code>.
          </li>
          <li>Save. Checkout pages belong to Shopify and do not load your theme’s code.</li>
        </ol>
      ),
    },
  ];
}

/**
 * /cookie-consent/banner-configuration/implementation — the snippet that puts the property's banner on
 * its site, how to install it on common platforms, how to mark scripts for blocking by hand and how it
 * sets Google Consent Mode v2. The portal cannot see the site: it says what is published, not what runs.
 */
export function ImplementationPage() {
  const { selection, property } = useSession();
  const pair = selection ? { oid: selection.oid, pid: selection.pid } : null;
  const banner = usePublishedBanner(pair);
  const installation = useInstallation(selection?.pid ?? null);
  // The API's line once it has answered (the server knows its public address); the same line before.
  const snippet = installation.data?.snippet ?? installSnippet(window.location.origin, selection?.pid ?? 0);
  const bannerHref = withOidPid(BANNER_ROUTE, selection?.oid, selection?.pid);

  return (
    <div className={styles.page}>
      <PageIntro
        title="Implementation"
        description={`Put the cookie banner on ${property?.property_name ?? 'your site'}: one script tag, first in the head of every page.`}
      />
      <QueryState queries={[banner]} loadingLabel="Loading the banner's status" what="the banner's status">
        {(published) => (
          <>
            {published.version === null ? (
              <Alert tone="warning" title="No banner is published yet">
                <p className={styles.alertText}>
                  The snippet serves the published version of your banner. Until you publish one, it shows
                  nothing to your visitors.
                </p>
                <LinkButton href={bannerHref} size="sm" variant="secondary">
                  Configure and publish the banner
                </LinkButton>
              </Alert>
            ) : (
              <Alert tone="success" title={`Banner version ${published.version} is published`}>
                The snippet serves this version to your visitors; a new publish reaches them without changing
                the snippet. Privacy Portal cannot see your site: after installing, check that the banner
                appears on your pages.
              </Alert>
            )}

            <section className={styles.panel} aria-labelledby="install-heading">
              <h2 id="install-heading" className={styles.sectionTitle}>
                Install the snippet
              </h2>
              <p className={styles.lead}>
                Place it <strong>first in the &lt;head&gt;</strong> of every page, before any other script, so
                that it can hold back the scripts that set cookies until the visitor agrees.
              </p>
              <InstallSnippet code={snippet} label="Install snippet" />
              <Tabs label="Where your site is built" items={platformTabs()} />
            </section>

            <InstallationCheck
              load={cardLoad(
                [installation],
                () => installation.data as NonNullable<typeof installation.data>,
              )}
              onRefresh={() => void installation.refetch()}
              refreshing={installation.isFetching}
            />

            <Suspense fallback={<Loader label="Loading the guides" />}>
              <Guides snippet={snippet} />
            </Suspense>

            <section className={styles.panel} aria-labelledby="manual-heading">
              <h2 id="manual-heading" className={styles.sectionTitle}>
                Mark scripts for blocking by hand
              </h2>
              <p className={styles.lead}>
                Auto Cookie Blocking holds back the scripts its rules name. A script can also be marked in
                your HTML: give it <code>type="text/plain"</code>, so the browser does not run it, and{' '}
                <code>data-category</code> with the category whose consent releases it (
                <code>functional</code>, <code>analytics</code> or <code>marketing</code>). The banner runs it
                once the visitor accepts that category. Inline scripts are marked the same way.
              </p>
              <InstallSnippet code={MARKED_SCRIPT_EXAMPLE} label="Example of a marked script" />
            </section>

            <section className={styles.panel} aria-labelledby="consent-mode-heading">
              <h2 id="consent-mode-heading" className={styles.sectionTitle}>
                Google Consent Mode v2
              </h2>
              <p className={styles.lead}>
                With Google Consent Mode on, the snippet sets the consent defaults before any Google tag runs,
                so Google tags need no change: under an opt-in regulation (GDPR) every signal starts{' '}
                <strong>denied</strong> except those granted by Strictly necessary alone; under a US-state
                opt-out regulation they start <strong>granted</strong>. When the visitor chooses, the snippet
                updates each signal from the categories mapped to it.
              </p>
              {published.config.consent_mode.enabled ? (
                <ConsentModeTable mapping={published.config.consent_mode.mapping} />
              ) : (
                <p className={styles.lead}>
                  Google Consent Mode is off in the banner’s settings
                  {published.features.includes('google_consent_mode')
                    ? ''
                    : ' (it comes with the Essentials plan and above)'}
                  . Turn it on in{' '}
                  <LinkButton href={bannerHref} size="sm" variant="ghost">
                    Cookie Banner
                  </LinkButton>
                </p>
              )}
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
