import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { useState } from 'react';
import { problemSummary } from '../../../lib/problem.ts';
import { LoadPending } from '../../settings/LoadFailed.tsx';
import settings from '../../settings/settings.module.css';
import { useLoad } from '../../settings/useLoad.ts';
import billing from '../billing.module.css';
import {
  createCardUpdateSession,
  createCustomerPortalSession,
  fetchBillingAccount,
} from '../billing.queries.ts';
import { cardText } from '../billing-view.ts';
import styles from './Manage.module.css';

/**
 * The card on file with 'Update card' (the provider's card page, then back here) and the provider's
 * customer portal in a new tab (§7 item 13).
 */
export function PaymentSection({ canManage }: { canManage: boolean }) {
  const load = useLoad(fetchBillingAccount, 'billing-account');
  const [busy, setBusy] = useState<'card' | 'portal' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Kept so the user can open it by hand when a popup blocker stopped the new tab.
  const [portalUrl, setPortalUrl] = useState<string | null>(null);
  const account = load.state.status === 'ready' ? load.state.data : null;

  async function updateCard() {
    setBusy('card');
    setProblem(null);
    const outcome = await createCardUpdateSession();
    if (!outcome.ok) {
      setBusy(null);
      setProblem(problemSummary(outcome.problem, { verbatim: true }));
      return;
    }
    window.location.assign(outcome.data);
  }

  async function openPortal() {
    setBusy('portal');
    setProblem(null);
    const outcome = await createCustomerPortalSession();
    setBusy(null);
    if (!outcome.ok) {
      setProblem(problemSummary(outcome.problem, { verbatim: true }));
      return;
    }
    setPortalUrl(outcome.data);
    window.open(outcome.data, '_blank', 'noopener,noreferrer');
  }

  return (
    <Card
      title="Payment method"
      headingLevel={2}
      description={
        account?.provider === 'test'
          ? 'Payments go through the built-in test provider: no real card is charged.'
          : 'Payments are processed by Stripe; your card details never reach Privacy Portal.'
      }
    >
      <div className={styles.subscription}>
        <LoadPending load={load} loadingLabel="Loading the payment method" what="the payment method" />
        {account ? (
          <p className={styles.card}>
            {account.payment_method ? cardText(account.payment_method) : 'No card on file yet.'}
          </p>
        ) : null}
        {problem ? (
          <Alert tone="error" onDismiss={() => setProblem(null)}>
            {problem}
          </Alert>
        ) : null}
        {account && canManage ? (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              loading={busy === 'card'}
              isDisabled={busy !== null && busy !== 'card'}
              onPress={() => void updateCard()}
            >
              Update card
            </Button>
            <Button
              variant="secondary"
              size="sm"
              loading={busy === 'portal'}
              isDisabled={busy !== null && busy !== 'portal'}
              onPress={() => void openPortal()}
            >
              Customer portal
            </Button>
          </div>
        ) : null}
        {portalUrl ? (
          <p className={billing.note}>
            The customer portal opened in a new tab.{' '}
            <a className={settings.link} href={portalUrl} target="_blank" rel="noopener noreferrer">
              Open it again
            </a>
            .
          </p>
        ) : null}
      </div>
    </Card>
  );
}
