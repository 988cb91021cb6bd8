import { useId } from 'react';
import { DaysField } from '../../DaysField/index.ts';
import { RadioGroup } from '../../RadioGroup/index.ts';
import { Switch } from '../../Switch/index.ts';
import { type BannerPanelProps, FeatureGate, fieldMessage, type Regulation } from '../bannerConfig/index.ts';
import styles from './BannerBehaviourPanel.module.css';
import { RegionRulesTable } from './RegionRulesTable.tsx';
import { REGULATION_LABEL } from './regions.ts';

export type BannerBehaviourPanelProps = BannerPanelProps;

/** The contract's lifetime limit: 13 months. */
const MAX_DAYS = 395;

const REGULATION_HINT: Readonly<Record<Regulation, string>> = {
  gdpr: 'nothing non-essential runs until the visitor agrees',
  us_opt_out:
    'everything runs until the visitor opts out with ‘Do Not Sell or Share My Personal Information’',
  none: 'no banner is shown',
};

interface SettingProps {
  label: string;
  description: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  isDisabled?: boolean | undefined;
  errorMessage?: string | undefined;
}

/** A switch with a line saying what it does, linked as its description. */
function Setting({ label, description, isSelected, onChange, isDisabled, errorMessage }: SettingProps) {
  const id = useId();
  return (
    <div className={styles.setting}>
      <Switch isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} aria-describedby={id}>
        {label}
      </Switch>
      <p id={id} className={styles.hint}>
        {description}
      </p>
      {errorMessage ? <p className={styles.error}>{errorMessage}</p> : null}
    </div>
  );
}

/**
 * How the banner behaves: what visitors may choose from, how long a choice lasts, when to ask again,
 * which law applies where (a default and rules per region), GPC and IAB TCF.
 */
export function BannerBehaviourPanel({
  config,
  onChange,
  errors = {},
  features,
  upgradeHref,
  isDisabled,
}: BannerBehaviourPanelProps) {
  const allowOptOut = features.includes('ccpa_opt_out');
  return (
    <div className={styles.panel}>
      <section className={styles.group} aria-labelledby="banner-choices-heading">
        <h3 id="banner-choices-heading" className={styles.heading}>
          Choices
        </h3>
        <Setting
          label="Let visitors choose per category"
          description="Adds Preferences to the banner, with each category’s description and a switch."
          isSelected={config.show_categories}
          isDisabled={isDisabled}
          onChange={(show_categories) => onChange({ show_categories })}
          errorMessage={fieldMessage('Categories', errors.show_categories)}
        />
        <Setting
          label="List the cookies of each category"
          description="Under each category in Preferences: name, domain, lifetime and purpose of its published cookies."
          isSelected={config.show_cookies}
          isDisabled={isDisabled || !config.show_categories}
          onChange={(show_cookies) => onChange({ show_cookies })}
          errorMessage={fieldMessage('Cookie list', errors.show_cookies)}
        />
      </section>

      <section className={styles.group} aria-labelledby="banner-lifetime-heading">
        <h3 id="banner-lifetime-heading" className={styles.heading}>
          How long a choice lasts
        </h3>
        <div className={styles.pair}>
          <DaysField
            label="Keep an acceptance for"
            value={config.consent_lifetime_days}
            minValue={1}
            maxValue={MAX_DAYS}
            isDisabled={isDisabled}
            description={`1 to ${MAX_DAYS} days (13 months).`}
            onChange={(consent_lifetime_days) => onChange({ consent_lifetime_days })}
            errorMessage={fieldMessage('The acceptance lifetime', errors.consent_lifetime_days)}
          />
          <DaysField
            label="Ask again after a rejection in"
            value={config.rejection_lifetime_days}
            minValue={1}
            maxValue={MAX_DAYS}
            isDisabled={isDisabled}
            description="Often shorter: a visitor who said no is asked again sooner."
            onChange={(rejection_lifetime_days) => onChange({ rejection_lifetime_days })}
            errorMessage={fieldMessage('The rejection lifetime', errors.rejection_lifetime_days)}
          />
        </div>
        <Setting
          label="Ask again when a new version is published"
          description="Visitors who chose under an earlier version see the banner again."
          isSelected={config.reconsent_on_change}
          isDisabled={isDisabled}
          onChange={(reconsent_on_change) => onChange({ reconsent_on_change })}
          errorMessage={fieldMessage('Re-consent', errors.reconsent_on_change)}
        />
      </section>

      <section className={styles.group} aria-labelledby="banner-law-heading">
        <h3 id="banner-law-heading" className={styles.heading}>
          Which rule applies where
        </h3>
        <RadioGroup
          label="Default rule"
          value={config.regulation}
          isDisabled={isDisabled}
          onChange={(value) => onChange({ regulation: value as Regulation })}
          options={(['gdpr', 'us_opt_out', 'none'] as const).map((value) => ({
            value,
            label: `${REGULATION_LABEL[value]}: ${REGULATION_HINT[value]}`,
            isDisabled: value === 'us_opt_out' && !allowOptOut && config.regulation !== 'us_opt_out',
          }))}
          description="For visitors in a region without a rule of its own."
          errorMessage={fieldMessage('Default rule', errors.regulation)}
        />
        <FeatureGate feature="ccpa_opt_out" features={features} upgradeHref={upgradeHref}>
          {null}
        </FeatureGate>
        <FeatureGate
          feature="geo_targeting"
          features={features}
          upgradeHref={upgradeHref}
          inUse={config.regions.length > 0}
        >
          <RegionRulesTable
            regions={config.regions}
            onChange={(regions) => onChange({ regions })}
            allowOptOut={allowOptOut}
            errors={errors}
            isDisabled={isDisabled}
          />
          {errors.regions ? (
            <p className={styles.error}>{fieldMessage('Rules per region', errors.regions)}</p>
          ) : null}
        </FeatureGate>
        <Setting
          label="Honour Global Privacy Control"
          description="A browser sending the GPC signal counts as ‘Reject all’ (required in California and several other states)."
          isSelected={config.gpc_honoured}
          isDisabled={isDisabled}
          onChange={(gpc_honoured) => onChange({ gpc_honoured })}
          errorMessage={fieldMessage('GPC', errors.gpc_honoured)}
        />
      </section>

      <section className={styles.group} aria-labelledby="banner-tcf-heading">
        <h3 id="banner-tcf-heading" className={styles.heading}>
          IAB Transparency and Consent Framework
        </h3>
        <FeatureGate
          feature="tcf_vendors"
          features={features}
          upgradeHref={upgradeHref}
          inUse={config.tcf_enabled}
        >
          <Setting
            label="Use IAB TCF v2.2"
            description="The banner writes a TC string that ad-tech vendors on the Global Vendor List read."
            isSelected={config.tcf_enabled}
            isDisabled={isDisabled}
            onChange={(tcf_enabled) => onChange({ tcf_enabled })}
            errorMessage={fieldMessage('IAB TCF', errors.tcf_enabled)}
          />
        </FeatureGate>
      </section>
    </div>
  );
}
