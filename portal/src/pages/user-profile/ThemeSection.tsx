import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Card } from '@privacy-portal/ui/Card';
import { RadioGroup } from '@privacy-portal/ui/RadioGroup';
import { useState } from 'react';
import { ALERT_DISMISS_MS } from '../../app/constants.ts';
import forms from '../../components/forms.module.css';
import { problemSummary } from '../../lib/problem.ts';
import { problemOf } from '../../lib/queryClient.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { useUpdatePreferences } from './profile.queries.ts';

type Theme = Schemas['User']['theme'];

const OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

function isTheme(value: string): value is Theme {
  return value === 'light' || value === 'dark';
}

/**
 * Light or dark, saved on choice (POST /user) like the theme switches of most tools; the shell
 * applies session.user.theme, so the page changes as soon as the server has it.
 */
export function ThemeSection({ user }: { user: Schemas['User'] }) {
  const session = useSession();
  const update = useUpdatePreferences();
  // The choice shows at once; it is the saved theme again if the server refuses it.
  const [pending, setPending] = useState<Theme | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function choose(value: string) {
    if (!isTheme(value) || value === user.theme || pending) return;
    setPending(value);
    setMessage(null);
    try {
      const result = await update.mutateAsync({ body: { theme: value } });
      session.updateUser({ theme: result.response.theme });
      setMessage({ tone: 'success', text: `The ${value} theme is saved.` });
    } catch (error) {
      setMessage({ tone: 'error', text: problemSummary(problemOf(error)) });
    } finally {
      setPending(null);
    }
  }

  return (
    <Card title="Theme" description="How Privacy Portal looks on every device you log in from.">
      <div className={forms.form}>
        <RadioGroup
          label="Colour theme"
          options={OPTIONS}
          orientation="horizontal"
          value={pending ?? user.theme}
          onChange={(value) => void choose(value)}
        />
        {message ? (
          <Alert
            tone={message.tone}
            durationMs={message.tone === 'success' ? ALERT_DISMISS_MS : 0}
            onDismiss={() => setMessage(null)}
          >
            {message.text}
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}
