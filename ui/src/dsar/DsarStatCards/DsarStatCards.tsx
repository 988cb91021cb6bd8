import type { Schemas } from '@privacy-portal/sdk';
import { ConsentPanel } from '../../cookieConsent/ConsentPanel/ConsentPanel.tsx';
import type { CardLoad } from '../../cookieConsent/DashboardCards/DashboardCard.tsx';
import { LinkButton } from '../../LinkButton/index.ts';
import { StatFigure as Figure, StatFigures } from '../../module/StatFigures/index.ts';

type RequestChart = Schemas['RequestChart'];

export interface DsarStatCardsProps {
  /** The range's figures (getDsarRequestChart). */
  load: CardLoad<RequestChart>;
  /** The inbox filtered to the requests each figure counts (with oid and pid). */
  links: { open: string; overdue: string; dueSoon: string };
}

const count = (n: number) => n.toLocaleString('en');
const dayFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** 4.5 → '4.5 days', 1 → '1 day'; none closed in the range → a dash. */
export function formatDaysToClose(days: number | null): string {
  if (days === null) return '–';
  return `${dayFormat.format(days)} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The headline figures: what came in and was answered in the range, how long answering took (the
 * median), and what is open now, overdue or due soon, each of the last three linking to the inbox
 * filtered to those requests.
 */
export function DsarStatCards({ load, links }: DsarStatCardsProps) {
  return (
    <ConsentPanel title="Requests at a glance" load={load}>
      {(chart) => (
        <StatFigures>
          <Figure
            label="Received"
            value={count(chart.received)}
            hint={`${count(chart.completed)} completed, ${count(chart.rejected)} rejected in the period`}
          />
          <Figure
            label="Median time to close"
            value={formatDaysToClose(chart.median_days_to_close)}
            hint={
              chart.median_days_to_close === null
                ? 'No request closed in the period'
                : 'Of the requests closed in the period'
            }
          />
          <Figure
            label="Open now"
            value={count(chart.open)}
            hint={
              <LinkButton href={links.open} variant="ghost" size="sm">
                See open requests
              </LinkButton>
            }
          />
          <Figure
            label="Overdue"
            value={count(chart.overdue)}
            tone={chart.overdue > 0 ? 'error' : undefined}
            hint={
              <LinkButton href={links.overdue} variant="ghost" size="sm">
                See overdue requests
              </LinkButton>
            }
          />
          <Figure
            label="Due soon"
            value={count(chart.due_soon)}
            tone={chart.due_soon > 0 ? 'warning' : undefined}
            hint={
              <LinkButton href={links.dueSoon} variant="ghost" size="sm">
                See requests due soon
              </LinkButton>
            }
          />
        </StatFigures>
      )}
    </ConsentPanel>
  );
}
