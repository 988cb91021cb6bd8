import { addUsersProblem, type Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import styles from './settings.module.css';

const count = (n: number) => (n === -1 ? 'Unlimited' : String(n));

/** GET /available/user/company: members counted against the plan, the limit and what is left (-1 = unlimited). */
export function TeamLimits({ limits }: { limits: Schemas['AvailableUsers'] }) {
  const full = addUsersProblem('company', limits);
  return (
    <section aria-labelledby="team-limits-heading" className={styles.stack}>
      <h2 id="team-limits-heading" className={styles.sectionTitle}>
        User limit
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
