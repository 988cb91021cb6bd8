import {
  CONSENT_MODE_SIGNALS,
  COOKIE_CATEGORY_KEYS,
  DEFAULT_BANNER_CONFIG,
  DEFAULT_COOKIE_CATEGORIES,
} from '@privacy-portal/sdk/cookie-consent';
import { useId } from 'react';
import { Button } from '../../Button/index.ts';
import { Checkbox } from '../../Checkbox/index.ts';
import { Switch } from '../../Switch/index.ts';
import {
  type BannerPanelProps,
  type CategoryKey,
  type ConsentModeSignal,
  type CookieCategory,
  errorsUnder,
  FeatureGate,
  fieldMessage,
} from '../bannerConfig/index.ts';
import panelTable from '../bannerConfig/panelTable.module.css';
import styles from './ConsentModePanel.module.css';

export interface ConsentModePanelProps extends BannerPanelProps {
  /** The property's categories, for the columns' names (a default category may be renamed). */
  categories?: readonly CookieCategory[];
}

/** What each signal lets Google's tags do, in a line. */
export const SIGNAL_DESCRIPTION: Readonly<Record<ConsentModeSignal, string>> = {
  ad_storage: 'Cookies for advertising',
  analytics_storage: 'Cookies for analytics, such as how long a visit lasts',
  ad_user_data: 'Sending visitor data to Google for advertising',
  ad_personalization: 'Personalised advertising, such as remarketing',
  functionality_storage: 'Storage for the site’s functions, such as the chosen language',
  personalization_storage: 'Storage for personalisation, such as recommendations',
  security_storage: 'Storage for security, such as sign-in and fraud prevention',
};

/**
 * Google Consent Mode v2: whether the banner sends it and, per signal, the categories a visitor must
 * accept for it to be 'granted' (a signal with none stays 'denied'). Essentials and up.
 */
export function ConsentModePanel({
  config,
  onChange,
  errors = {},
  features,
  upgradeHref,
  isDisabled,
  categories = [],
}: ConsentModePanelProps) {
  const descriptionId = useId();
  const { consent_mode: mode } = config;
  const allowed = features.includes('google_consent_mode');
  const locked = isDisabled || !mode.enabled || !allowed;
  const name = (key: CategoryKey) =>
    categories.find((c) => c.key === key)?.name ?? DEFAULT_COOKIE_CATEGORIES[key].name;

  function toggle(signal: ConsentModeSignal, key: CategoryKey, on: boolean) {
    const now = mode.mapping[signal] ?? [];
    const next = on
      ? COOKIE_CATEGORY_KEYS.filter((k) => k === key || now.includes(k))
      : now.filter((k) => k !== key);
    onChange({ consent_mode: { ...mode, mapping: { ...mode.mapping, [signal]: next } } });
  }

  const mappingErrors = errorsUnder(errors, 'consent_mode.mapping');

  return (
    <div className={styles.panel}>
      <FeatureGate
        feature="google_consent_mode"
        features={features}
        upgradeHref={upgradeHref}
        inUse={mode.enabled}
      >
        <div className={styles.setting}>
          <Switch
            isSelected={mode.enabled}
            isDisabled={isDisabled}
            aria-describedby={descriptionId}
            onChange={(enabled) => onChange({ consent_mode: { ...mode, enabled } })}
          >
            Send Google Consent Mode v2 signals
          </Switch>
          <p id={descriptionId} className={styles.hint}>
            Google tags on the site (Analytics, Ads, Tag Manager) adjust to the visitor’s choice: each signal
            is ‘granted’ only once the visitor accepts every category ticked for it.
          </p>
          {errors['consent_mode.enabled'] ? (
            <p className={styles.error}>
              {fieldMessage('Google Consent Mode', errors['consent_mode.enabled'])}
            </p>
          ) : null}
        </div>
      </FeatureGate>
      {/* Below essentials only the notice, unless the draft still has it on (so it can be switched off). */}
      {allowed || mode.enabled ? (
        <>
          <div className={styles.tableWrap}>
            <table className={`${panelTable.table} ${styles.table}`} aria-describedby={descriptionId}>
              <caption className={panelTable.caption}>Categories that grant each signal</caption>
              <thead>
                <tr>
                  <th scope="col">Signal</th>
                  {COOKIE_CATEGORY_KEYS.map((key) => (
                    <th scope="col" key={key}>
                      {name(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {CONSENT_MODE_SIGNALS.map((signal) => {
                  const granted = mode.mapping[signal] ?? [];
                  return (
                    <tr key={signal}>
                      <th scope="row">
                        <code className={styles.signal}>{signal}</code>
                        <span className={styles.hint}>{SIGNAL_DESCRIPTION[signal]}</span>
                        {granted.length === 0 ? <span className={styles.note}>Always denied</span> : null}
                      </th>
                      {COOKIE_CATEGORY_KEYS.map((key) => (
                        <td key={key}>
                          <Checkbox
                            isSelected={granted.includes(key)}
                            isDisabled={locked}
                            onChange={(on) => toggle(signal, key, on)}
                          >
                            <span className={styles.visuallyHidden}>
                              {name(key)} grants {signal}
                            </span>
                          </Checkbox>
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {mappingErrors.length > 0 ? (
            <p className={styles.error}>
              {mappingErrors
                .map(([path, reason]) => fieldMessage(path.replace('consent_mode.mapping.', ''), reason))
                .join(' ')}
            </p>
          ) : null}
          <div>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={locked}
              onPress={() =>
                onChange({
                  consent_mode: {
                    ...mode,
                    mapping: structuredClone(DEFAULT_BANNER_CONFIG.consent_mode.mapping),
                  },
                })
              }
            >
              Use the recommended mapping
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
