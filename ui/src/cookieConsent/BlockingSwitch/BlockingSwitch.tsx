import { FEATURE_LABEL, FEATURE_TIER } from '@privacy-portal/sdk/cookie-consent';
import { useId } from 'react';
import { Alert } from '../../Alert/index.ts';
import { Switch } from '../../Switch/index.ts';
import { UpgradeNotice } from '../UpgradeNotice/index.ts';
import styles from './BlockingSwitch.module.css';

export interface BlockingSwitchProps {
  /** Auto Cookie Blocking is on for the property. */
  enabled: boolean;
  /** The licence includes the scripts blocking system; without it the upgrade notice stands in. */
  allowed: boolean;
  /** Where upgrading happens (the pricing page on the Cookie Consent tab). */
  upgradeHref: string;
  /** The rules the property has: on without any rule holds nothing back, which the switch says. */
  rules: number;
  /** The change is being saved. */
  busy?: boolean;
  /** People who may only read see the state without the switch working. */
  readOnly?: boolean;
  /** Why the last change was refused. */
  error?: string | null;
  onChange: (enabled: boolean) => void;
}

/**
 * Turns Auto Cookie Blocking on or off for the property and says what that means for visitors; the
 * upgrade notice when the plan lacks it (calls-billing-spec §9, from basic up). Turning it off is
 * always allowed, so after a downgrade the switch stays until it is off.
 */
export function BlockingSwitch({
  enabled,
  allowed,
  upgradeHref,
  rules,
  busy = false,
  readOnly = false,
  error,
  onChange,
}: BlockingSwitchProps) {
  const stateId = useId();
  const notice = (
    <UpgradeNotice
      feature={FEATURE_LABEL.script_blocking}
      tier={FEATURE_TIER.script_blocking}
      href={upgradeHref}
    />
  );
  // Off and not in the plan: nothing to switch. On after a downgrade: it can still be turned off.
  if (!allowed && !enabled) return notice;
  return (
    <div className={styles.panel}>
      {allowed ? null : notice}
      <Switch
        isSelected={enabled}
        onChange={onChange}
        isDisabled={busy || readOnly}
        aria-describedby={stateId}
      >
        Auto Cookie Blocking
      </Switch>
      <p id={stateId} className={styles.state}>
        <strong>{enabled ? 'On.' : 'Off.'}</strong>{' '}
        {enabled
          ? 'Scripts that match a rule wait until the visitor accepts their category.'
          : 'Every script runs as the page loads; the rules are kept but hold nothing back.'}
        {!allowed ? ' Your plan no longer includes it: you can turn it off, but not on again.' : ''}
        {readOnly ? ' Your role may view this setting but not change it.' : ''}
      </p>
      {enabled && rules === 0 ? (
        <Alert tone="warning" title="No rule yet">
          Blocking is on but no script is held back. Block the scripts your last scan proposes or add a rule.
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
