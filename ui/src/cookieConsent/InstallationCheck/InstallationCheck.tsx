import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { ConsentPanel } from '../ConsentPanel/ConsentPanel.tsx';
import type { CardLoad } from '../DashboardCards/DashboardCard.tsx';
import { formatMoment } from '../DashboardCards/format.ts';
import styles from './InstallationCheck.module.css';

export interface InstallationCheckProps {
  /** getInstallation: where and how the script was last seen. */
  load: CardLoad<Schemas['Installation']>;
  /** Asks again (after installing, or moving the snippet). */
  onRefresh: () => void;
  refreshing?: boolean;
}

/** What the answer to 'Consent Mode first' means, and what to do about a no. */
function consentModeVerdict(installation: Schemas['Installation']) {
  if (installation.consent_mode_first === null) {
    return {
      badge: 'Unknown',
      tone: 'neutral' as const,
      text: 'Known once the script has been seen on your site.',
    };
  }
  if (installation.consent_mode_first) {
    return {
      badge: 'Yes',
      tone: 'success' as const,
      text: 'Google’s tags read your visitors’ consent defaults before they run.',
    };
  }
  return {
    badge: 'No',
    tone: 'error' as const,
    text: installation.google_tag_before
      ? 'A Google tag (gtag.js or Google Tag Manager) loaded before the script, so it ran without consent defaults. Move the snippet above it, first in the <head>, without async or defer.'
      : 'A Google tag event was in the dataLayer before the script set the defaults. Put the snippet first in the <head>, before any code that pushes to the dataLayer.',
  };
}

/**
 * Whether the banner's script runs on the property's site: when and on which page it was last seen,
 * and whether Google Consent Mode's defaults came before the first Google tag (the order Consent Mode
 * v2 needs), with what to fix when they did not.
 */
export function InstallationCheck({ load, onRefresh, refreshing = false }: InstallationCheckProps) {
  return (
    <ConsentPanel
      title="Installation check"
      description="What the script reported the last time it ran on your site."
      load={load}
      actions={
        <Button variant="secondary" size="sm" onPress={onRefresh} loading={refreshing}>
          Refresh
        </Button>
      }
    >
      {(installation) => {
        const verdict = consentModeVerdict(installation);
        return (
          <dl className={styles.checks}>
            <div className={styles.check}>
              <dt>Script on your site</dt>
              <dd>
                {installation.last_seen_at ? (
                  <>
                    <Badge tone="success" icon="check">
                      Seen
                    </Badge>{' '}
                    Last seen {formatMoment(installation.last_seen_at)}
                    {installation.last_seen_url ? (
                      <>
                        {' '}
                        on <span className={styles.url}>{installation.last_seen_url}</span>
                      </>
                    ) : null}
                    {installation.embed_version ? ` (version ${installation.embed_version})` : null}.
                  </>
                ) : (
                  <>
                    <Badge tone="warning">Not seen yet</Badge> Install the snippet, open a page of your site
                    in a browser, then choose Refresh.
                  </>
                )}
              </dd>
            </div>
            <div className={styles.check}>
              <dt>Consent Mode defaults came before the first Google tag</dt>
              <dd>
                <Badge tone={verdict.tone}>{verdict.badge}</Badge> {verdict.text}
              </dd>
            </div>
          </dl>
        );
      }}
    </ConsentPanel>
  );
}
