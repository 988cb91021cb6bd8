import { FEATURE_LABEL, FEATURE_TIER } from '@privacy-portal/sdk/cookie-consent';
import type { ReactNode } from 'react';
import { UpgradeNotice } from '../UpgradeNotice/index.ts';
import type { TierFeature } from './bannerTypes.ts';

export interface FeatureGateProps {
  feature: TierFeature;
  /** What the licence allows. */
  features: readonly TierFeature[];
  upgradeHref: string;
  /** The control, shown only when the plan includes the feature. */
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /**
   * The draft already uses the feature (a plan changed under it): the notice and the control too, so
   * it can be switched off; the server refuses the draft until then.
   */
  inUse?: boolean;
}

/** The control when the plan has the feature, else the upgrade notice naming it and its tier. */
export function FeatureGate({
  feature,
  features,
  upgradeHref,
  children,
  headingLevel = 4,
  inUse = false,
}: FeatureGateProps) {
  if (features.includes(feature)) return <>{children}</>;
  return (
    <>
      <UpgradeNotice
        feature={FEATURE_LABEL[feature]}
        tier={FEATURE_TIER[feature]}
        href={upgradeHref}
        headingLevel={headingLevel}
      />
      {inUse ? children : null}
    </>
  );
}
