import type { Schemas } from '@privacy-portal/sdk';
import { StatFigure as Figure, StatFigures } from '../../module/StatFigures/index.ts';
import { ConsentPanel } from '../ConsentPanel/ConsentPanel.tsx';
import { formatRate, share } from '../ConsentPanel/format.ts';
import type { CardLoad } from '../DashboardCards/DashboardCard.tsx';

export interface ConsentRateCardsProps {
  /** The range's totals (getConsentSummary). */
  load: CardLoad<Schemas['ConsentSummary']>;
}

/**
 * The range's four headline figures, as numbers (people read them, they do not compare shapes): the
 * opt-in rate (choices that granted at least one optional category), the opt-out rate, the consents
 * recorded and the share of them sent with Global Privacy Control.
 */
export function ConsentRateCards({ load }: ConsentRateCardsProps) {
  return (
    <ConsentPanel title="Consent rates" load={load}>
      {(summary) => (
        <StatFigures>
          <Figure
            label="Opt-in rate"
            value={formatRate(summary.opt_in_rate)}
            hint="Granted at least one optional category"
          />
          <Figure
            label="Opt-out rate"
            value={formatRate(summary.opt_out_rate)}
            hint="Granted only the strictly necessary"
          />
          <Figure
            label="Consents"
            value={summary.consents.toLocaleString('en')}
            hint={`${summary.pageviews.toLocaleString('en')} pageviews`}
          />
          <Figure
            label="GPC share"
            value={formatRate(share(summary.gpc, summary.consents))}
            hint={`${summary.gpc.toLocaleString('en')} with Global Privacy Control`}
          />
        </StatFigures>
      )}
    </ConsentPanel>
  );
}
