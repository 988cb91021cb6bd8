import { PLAN_TYPE, roleCapabilities, withOidPid } from '@privacy-portal/sdk';
import { FEATURE_LABEL, FEATURE_TIER } from '@privacy-portal/sdk/cookie-consent';
import { UpgradeNotice } from '@privacy-portal/ui/cookieConsent/UpgradeNotice';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useToasts } from '../../../lib/useToasts.tsx';
import { pricingTabHref } from '../../../pages/billing/billing-links.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import page from '../../shared/page.module.css';
import { type PropertyPair, useCookieCategories } from '../categories/categories.queries.ts';
import { ProblemAlert } from '../ProblemAlert.tsx';
import styles from './CookieScannerPage.module.css';
import { ScanHistory } from './ScanHistory.tsx';
import { ScanLoginSection } from './ScanLoginSection.tsx';
import { ScanNow } from './ScanNow.tsx';
import { ScanSchedules } from './ScanSchedules.tsx';
import { invalidateScans, usePlanFeatures, useScanLogin, useScannerStatus } from './scanner.queries.ts';

const INVENTORY_PATH = '/cookie-consent/cookie-category/list';

/** /cookie-consent/cookie-category/scan-details (Cookie Scanner): scan now, on a schedule, behind a login. */
export function CookieScannerPage() {
  const { selection, user } = useSession();
  if (!selection) return null;
  return (
    <CookieScannerScreen
      pair={{ oid: selection.oid, pid: selection.pid }}
      canWrite={roleCapabilities(user?.role)?.canWrite ?? false}
    />
  );
}

function CookieScannerScreen({ pair, canWrite }: { pair: PropertyPair; canWrite: boolean }) {
  const client = useQueryClient();
  const toasts = useToasts();
  const status = useScannerStatus(pair);
  const plan = usePlanFeatures(pair);
  const categories = useCookieCategories(pair);
  const [openId, setOpenId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const features = plan.data?.features ?? [];
  const behindLogin = features.includes('scan_behind_login');
  const login = useScanLogin(pair, behindLogin);
  const upgradeHref = pricingTabHref(PLAN_TYPE.cookieConsent, 'monthly', pair);

  // A scan that was queued or running and is now over: the lists and the inventory are read again,
  // the user is told what it found, and its details open.
  const state = status.data?.state;
  const last = status.data?.last ?? null;
  const previous = useRef(state);
  useEffect(() => {
    const wasActive = previous.current === 'queued' || previous.current === 'running';
    previous.current = state;
    if (!wasActive || state !== 'idle') return;
    void invalidateScans(client);
    if (!last) return;
    setOpenId(last.id);
    if (last.status === 'completed') {
      const violations =
        last.three_state && last.violations > 0 ? `, ${last.violations} still set after a refusal` : '';
      toasts.notify(
        `The scan is done: ${last.cookies_found} found, ${last.new_cookies} new${violations}. New cookies wait for review on the Cookie Category page.`,
      );
    } else if (last.status === 'failed') {
      toasts.notify(`The scan failed: ${last.error ?? 'no reason was given'}.`, 'error');
    } else {
      toasts.notify('The scan was stopped; what it found so far is kept.', 'info');
    }
  }, [state, last, client, toasts.notify]);

  const done = (message: string) => {
    setProblem(null);
    toasts.notify(message);
  };

  return (
    <div className={`${page.page} ${styles.page}`}>
      <PageIntro
        title="Cookie Scanner"
        description="The scanner visits your site's pages in a real browser and records every cookie and storage key they set, the script behind each, and what is still set after a visitor refuses consent."
      />
      {toasts.region}
      <ProblemAlert problem={problem} onDismiss={() => setProblem(null)} />
      <QueryState queries={[status]} loadingLabel="Loading the scanner" what="the scanner">
        {(scanner) => (
          <ScanNow
            pair={pair}
            status={scanner}
            canWrite={canWrite}
            canScanBehindLogin={behindLogin && Boolean(login.data)}
            upgradeHref={upgradeHref}
            onProblem={setProblem}
          />
        )}
      </QueryState>

      <section aria-labelledby="scans-heading" className={page.stack}>
        <h2 id="scans-heading" className={styles.sectionTitle}>
          Scans
        </h2>
        <p className={styles.lead}>
          Open a scan to see what it found on each page. New cookies go to the{' '}
          <Link to={withOidPid(INVENTORY_PATH, pair.oid, pair.pid)}>Cookie Category</Link> page for review.
        </p>
        <ScanHistory
          pair={pair}
          canWrite={canWrite}
          canBlockScripts={features.includes('script_blocking')}
          categories={categories.data ?? []}
          openId={openId}
          onOpen={setOpenId}
          onDone={done}
          onProblem={setProblem}
        />
      </section>

      <section aria-labelledby="schedules-heading" className={page.stack}>
        <h2 id="schedules-heading" className={styles.sectionTitle}>
          Scheduled scans
        </h2>
        <p className={styles.lead}>
          Scan daily, weekly or monthly to catch cookies a new script brings. Each run counts against your
          plan's scans of the month.
        </p>
        <ScanSchedules pair={pair} canWrite={canWrite} onDone={done} onProblem={setProblem} />
      </section>

      <section aria-labelledby="login-heading" className={page.stack}>
        <h2 id="login-heading" className={styles.sectionTitle}>
          Scan behind login
        </h2>
        <p className={styles.lead}>
          Pages only signed-in visitors see (an account area, a checkout) set cookies too. Give the scanner a
          login made for it, and it signs in before scanning.
        </p>
        {plan.data === undefined ? null : behindLogin ? (
          <ScanLoginSection pair={pair} canWrite={canWrite} onDone={done} />
        ) : (
          <UpgradeNotice
            feature={FEATURE_LABEL.scan_behind_login}
            tier={FEATURE_TIER.scan_behind_login}
            href={upgradeHref}
          />
        )}
      </section>
    </div>
  );
}
