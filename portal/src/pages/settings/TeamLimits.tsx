import { addUsersProblem, type Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import styles from './settings.module.css';

const count = (n: number) => (n === -1 ? 'Unlimited' : String(n));

/**
 * The selected organization's users against its plan (GET /available/user/organization/{orgId}), or
 * without one the company's (GET /available/user/company); -1 = unlimited.
 */
export function TeamLimits({
  limits,
  organizationName,
}: {
  limits: Schemas['AvailableUsers'];
  organizationName: string | null;
}) {
  const full = addUsersProblem(organizationName === null ? 'company' : 'organization', limits);
  return (
    <section aria-labelledby="team-limits-heading" className={styles.stack}>
      <h2 id="team-limits-heading" className={styles.sectionTitle}>
        {organizationName === null ? 'User limit' : `User limit of ${organizationName}`}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Users</dt>
          <dd>{limits.users}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Plan limit</dt>
          <dd>{count(limits.user_limit)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Still available</dt>
          <dd>{count(limits.user_available)}</dd>
        </div>
      </dl>
      {full ? <Alert tone="warning">{full}</Alert> : null}
    </section>
  );
}
