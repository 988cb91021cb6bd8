import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Badge } from '@privacy-portal/ui/Badge';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { useCallback, useEffect, useState } from 'react';
import { ALERT_DISMISS_MS } from '../../app/constants.ts';
import { lazyDialog } from '../../components/lazyDialog.tsx';
import { api } from '../../lib/api.ts';
import { problemSummary } from '../../lib/problem.ts';
import { send } from '../../lib/send.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import forms from '../forms.module.css';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { TwoFactorSetupForm } from './TwoFactorSetupForm.tsx';

// Fetched on first open, with its form (components/lazyDialog.tsx).
const DisableTwoFactorDialog = lazyDialog(() =>
  import('./DisableTwoFactorDialog.tsx').then((m) => m.DisableTwoFactorDialog),
);

type Status = Schemas['TwoFactorStatus'];

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'status'; status: Status }
  | { kind: 'setup'; setup: Schemas['TwoFactorSetup'] }
  | { kind: 'codes'; codes: string[] };

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
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [notice, setNotice] = useState<Notice>(null);
  const [starting, setStarting] = useState(false);
  const [disabling, setDisabling] = useState(false);

  const load = useCallback(async () => {
    const outcome = await send(api.GET('/get-app-authencation'));
    if (!outcome.ok) {
      setView({ kind: 'failed', message: problemSummary(outcome.problem) });
      return;
    }
    setView({ kind: 'status', status: outcome.data.response });
    updateUser({ two_factor_enabled: outcome.data.response.enabled });
  }, [updateUser]);

  useEffect(() => {
    void load();
  }, [load]);

  async function start() {
    setNotice(null);
    setStarting(true);
    const outcome = await send(api.POST('/create-app-authencation'));
    setStarting(false);
    if (outcome.ok) {
      setView({ kind: 'setup', setup: outcome.data.response });
      return;
    }
    // already_enabled: another tab turned it on meanwhile; show the fresh status with the reason.
    setNotice({ tone: 'error', text: problemSummary(outcome.problem) });
    await load();
  }

  function enabled(codes: string[]) {
    updateUser({ two_factor_enabled: true });
    setView({ kind: 'codes', codes });
  }

  function disabled(status: Status) {
    setDisabling(false);
    updateUser({ two_factor_enabled: false });
    setView({ kind: 'status', status });
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
              <Button
                variant="secondary"
                onPress={() => {
                  setView({ kind: 'loading' });
                  void load();
                }}
              >
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
                <Button onPress={() => void start()} loading={starting}>
                  {view.status.pending ? 'Start the set-up again' : 'Set up two-factor authentication'}
                </Button>
              )}
            </div>
          </>
        ) : null}
        {view.kind === 'setup' ? (
          <TwoFactorSetupForm
            setup={view.setup}
            email={email}
            onEnabled={enabled}
            onCancel={() => {
              setView({ kind: 'loading' });
              void load();
            }}
          />
        ) : null}
        {view.kind === 'codes' ? (
          <RecoveryCodes
            codes={view.codes}
            onDone={() => {
              setView({ kind: 'loading' });
              void load();
            }}
          />
        ) : null}
      </div>
      <DisableTwoFactorDialog isOpen={disabling} onClose={() => setDisabling(false)} onDisabled={disabled} />
    </Card>
  );
}
