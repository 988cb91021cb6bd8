import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState.tsx';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import settings from '../../settings/settings.module.css';
import billing from '../billing.module.css';
import { cardText } from '../billing-view.ts';
import styles from './Manage.module.css';
import { useBillingAccount, useCardUpdateSession, useCustomerPortalSession } from './manage.queries.ts';

/**
 * The card on file with 'Update card' (the provider's card page, then back here) and the provider's
 * customer portal in a new tab (§7 item 13).
 */
export function PaymentSection({ canManage }: { canManage: boolean }) {
  const load = useBillingAccount();
  const cardSession = useCardUpdateSession();
  const portalSession = useCustomerPortalSession();
  const [busy, setBusy] = useState<'card' | 'portal' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Kept so the user can open it by hand when a popup blocker stopped the new tab.
  const [portalUrl, setPortalUrl] = useState<string | null>(null);
  const account = load.data ?? null;

  async function updateCard() {
    setBusy('card');
    setProblem(null);
    try {
      const { response } = await cardSession.mutateAsync({});
      window.location.assign(response.url);
    } catch (error) {
      setBusy(null);
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
    }
  }

  async function openPortal() {
    setBusy('portal');
    setProblem(null);
    let url: string;
    try {
      url = (await portalSession.mutateAsync({})).response.url;
    } catch (error) {
      setProblem(problemSummary(problemOf(error), { verbatim: true }));
      return;
    } finally {
      setBusy(null);
    }
    setPortalUrl(url);
    window.open(url, '_blank', 'noopener,noreferrer');
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
        {/* The card line once loaded; the buttons below need the account too. */}
        <QueryState queries={[load]} loadingLabel="Loading the payment method" what="the payment method">
          {() => null}
        </QueryState>
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
