import { PLAN_TYPE } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Link } from 'react-router-dom';
import { BILLING_PATHS, billingHref, pricingTabHref } from '../../../pages/billing/billing-links.ts';
import type { Pair } from './forms.queries.ts';
import styles from './Webforms.module.css';

/** The builder's route; `/:id` edits a form. */
export const BUILDER_PATH = '/privacy/dsar/dsarform';

/** The spec's limit message and where it points: Manage subscription, or upgrade the plan. */
export function FormLimitAlert({ message, pair }: { message: string; pair: Pair | null }) {
  return (
    <Alert tone="warning" title="No form left on your plan">
      {message}
      <span className={styles.limitLinks}>
        <Link to={billingHref(BILLING_PATHS.manage, pair)} className={styles.inlineLink}>
          Manage subscription
        </Link>
        <Link to={pricingTabHref(PLAN_TYPE.dsar, 'monthly', pair)} className={styles.inlineLink}>
          Upgrade plan
        </Link>
      </span>
    </Alert>
  );
}
