import type { Schemas } from '@privacy-portal/sdk';
import { DonutChart } from '../../Charts/index.ts';
import { ConsentPanel } from '../ConsentPanel/ConsentPanel.tsx';
import { CHOICE_COLORS, CHOICE_LABELS } from '../ConsentTrendChart/ConsentTrendChart.tsx';
import type { CardLoad } from '../DashboardCards/DashboardCard.tsx';

export interface ChoiceSplitChartProps {
  /** The range's totals (getConsentSummary): its accept all, reject all and custom counts. */
  load: CardLoad<Pick<Schemas['ConsentSummary'], 'accept_all' | 'reject_all' | 'custom'>>;
}

/** How visitors answered the banner: accept all, reject all or their own choice, as parts of the whole. */
export function ChoiceSplitChart({ load }: ChoiceSplitChartProps) {
  return (
    <ConsentPanel title="Choices" load={load} isEmpty={(s) => s.accept_all + s.reject_all + s.custom === 0}>
      {(summary) => (
        <DonutChart
          title="Accept all, reject all and custom choices"
          labelHeader="Choice"
          valueHeader="Consents"
          height={220}
          data={(['accept_all', 'reject_all', 'custom'] as const).map((key) => ({
            label: CHOICE_LABELS[key],
            value: summary[key],
            color: CHOICE_COLORS[key],
          }))}
        />
      )}
    </ConsentPanel>
  );
}
