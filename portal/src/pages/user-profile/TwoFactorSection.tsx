import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Badge } from '@privacy-portal/ui/Badge';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ALERT_DISMISS_MS } from '../../app/constants.ts';
import forms from '../../components/forms.module.css';
import { lazyDialog } from '../../components/lazyDialog.tsx';
import { problemSummary } from '../../lib/problem.ts';
import { problemOf } from '../../lib/queryClient.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { TWO_FACTOR_STATUS_KEY, useStartTwoFactor, useTwoFactorStatus } from './profile.queries.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { TwoFactorSetupForm } from './TwoFactorSetupForm.tsx';

// Fetched on first open, with its form (components/lazyDialog.tsx).
const DisableTwoFactorDialog = lazyDialog(() =>
  import('./DisableTwoFactorDialog.tsx').then((m) => m.DisableTwoFactorDialog),
);

type Status = Schemas['TwoFactorStatus'];

/** What the section shows instead of the status: a set-up under way, or the new recovery codes. */
type Step = { kind: 'setup'; setup: Schemas['TwoFactorSetup'] } | { kind: 'codes'; codes: string[] };

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'status'; status: Status }
  | Step;

type Notice = { tone: 'success' | 'error'; text: string } | null;

function statusLine(status: Status): string {
  if (status.enabled) {
    const since = status.enabled_at
      ? ` since ${new Date(status.enabled_at).toLocaleDateString(undefined, { dateStyle: 'long' })}`
      : '';
    const left = status.recovery_codes_remaining;
    const codes = `${left} recovery ${left === 1 ? 'code' : 'codes'} left`;
    return `Logging in asks for a code from your authenticator app${since}. ${codes}.`;
  }
  if (status.pending) return 'A set-up was started but not confirmed with a code. Start again to finish it.';
  return 'Add a second step to your login: a code from an authenticator app on your phone.';
}

/** Time-based one-time codes: status, set-up with QR code and recovery codes, and turning off. */
export function TwoFactorSection({ email }: { email: string }) {
  const { updateUser } = useSession();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const startSetup = useStartTwoFactor();
  const [step, setStep] = useState<Step | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [disabling, setDisabling] = useState(false);

  // The session's user follows the status the server answers.
  const enabledOnServer = status.data?.response.enabled;
  useEffect(() => {
    if (enabledOnServer !== undefined) updateUser({ two_factor_enabled: enabledOnServer });
  }, [enabledOnServer, updateUser]);

  // Set while the status is read again after a set-up was left or finished: the cached one is old.
  const [reloading, setReloading] = useState(false);

  /** Back to the status, read again (after a set-up was left or finished). */
  function reload() {
    setStep(null);
    setReloading(true);
    void status.refetch().finally(() => setReloading(false));
  }

  const view: View =
    step ??
    // A refetch after a set-up that could not start keeps the last status on show.
    (status.isPending || reloading || (status.isError && status.isFetching)
      ? { kind: 'loading' }
      : status.isError
        ? { kind: 'failed', message: problemSummary(problemOf(status.error)) }
        : { kind: 'status', status: status.data.response });

  async function start() {
    setNotice(null);
    try {
      const result = await startSetup.mutateAsync({});
      setStep({ kind: 'setup', setup: result.response });
    } catch (error) {
      // already_enabled: another tab turned it on meanwhile; show the fresh status with the reason.
      setNotice({ tone: 'error', text: problemSummary(problemOf(error)) });
      await status.refetch();
    }
  }

  function enabled(codes: string[]) {
    updateUser({ two_factor_enabled: true });
    setStep({ kind: 'codes', codes });
  }

  function disabled(next: Status) {
    setDisabling(false);
    queryClient.setQueryData(TWO_FACTOR_STATUS_KEY, { response: next });
    setNotice({ tone: 'success', text: 'Two-factor authentication is off.' });
  }

  const enabledNow = view.kind === 'status' && view.status.enabled;
  return (
    <Card
      title="Two-factor authentication"
      description="A code from your phone at each login keeps your account safe even if your password leaks."
      actions={
        view.kind === 'status' ? (
          <Badge tone={enabledNow ? 'success' : 'neutral'}>{enabledNow ? 'On' : 'Off'}</Badge>
        ) : null
      }
      loading={view.kind === 'loading'}
      loadingLabel="Loading the two-factor status…"
    >
      <div className={forms.form}>
        {notice ? (
          <Alert
            tone={notice.tone}
            durationMs={notice.tone === 'success' ? ALERT_DISMISS_MS : 0}
            onDismiss={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        ) : null}
        {view.kind === 'failed' ? (
          <>
            <Alert tone="error">{view.message}</Alert>
            <div className={forms.actions}>
              <Button variant="secondary" onPress={reload}>
                Try again
              </Button>
            </div>
          </>
        ) : null}
        {view.kind === 'status' ? (
          <>
            <p>{statusLine(view.status)}</p>
            <div className={forms.actions}>
              {view.status.enabled ? (
                <Button variant="danger" onPress={() => setDisabling(true)}>
                  Turn off two-factor authentication
                </Button>
              ) : (
                <Button onPress={() => void start()} loading={startSetup.isPending}>
                  {view.status.pending ? 'Start the set-up again' : 'Set up two-factor authentication'}
                </Button>
              )}
            </div>
          </>
        ) : null}
        {view.kind === 'setup' ? (
          <TwoFactorSetupForm setup={view.setup} email={email} onEnabled={enabled} onCancel={reload} />
        ) : null}
        {view.kind === 'codes' ? <RecoveryCodes codes={view.codes} onDone={reload} /> : null}
      </div>
      <DisableTwoFactorDialog isOpen={disabling} onClose={() => setDisabling(false)} onDisabled={disabled} />
    </Card>
  );
}
