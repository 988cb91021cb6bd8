import { Card } from '@privacy-portal/ui/Card';
import styles from './Analytics.module.css';
import type { TeamCount } from './analytics.queries.ts';
import type { AccountTotals } from './licences.ts';

interface StatProps {
  title: string;
  value: number;
  detail?: string;
}

function Stat({ title, value, detail }: StatProps) {
  return (
    <Card title={title} headingLevel={3}>
      <p className={styles.statValue}>{value.toLocaleString()}</p>
      {detail ? <p className={styles.statDetail}>{detail}</p> : null}
    </Card>
  );
}

interface StatCardsProps {
  totals: AccountTotals;
  /** Null hides the team card (the role may not list members, or the call failed). */
  team: TeamCount | null;
  /** The organization the team count is limited to; null for the whole company. */
  teamOrganizationName: string | null;
}

/** The account in four numbers. */
export function StatCards({ totals, team, teamOrganizationName }: StatCardsProps) {
  const inactive = totals.properties - totals.activeProperties;
  return (
    <div className={styles.stats}>
      <Stat title="Organizations" value={totals.organizations} />
      <Stat title="Properties" value={totals.properties} />
      <Stat
        title="Active properties"
        value={totals.activeProperties}
        detail={inactive > 0 ? `${inactive} inactive` : undefined}
      />
      {team ? (
        <Stat
          title={teamOrganizationName ? `Team members in ${teamOrganizationName}` : 'Team members'}
          value={team.active}
          detail={team.invited > 0 ? `${team.invited} invited` : undefined}
        />
      ) : null}
    </div>
  );
}
