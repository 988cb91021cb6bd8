import type { Schemas } from '@privacy-portal/sdk';
import { BarChart } from '../../Charts/index.ts';
import { ConsentPanel } from '../ConsentPanel/ConsentPanel.tsx';
import type { CardLoad } from '../DashboardCards/DashboardCard.tsx';

export interface CategoryConsentBarsProps {
  /** The categories of getConsentBreakdown, in the banner's order. */
  load: CardLoad<Schemas['ConsentBreakdown']['categories']>;
}

/**
 * Per category, how many choices granted it and how many denied it. Strictly necessary is always
 * granted and says nothing of the visitors' wishes, so it is left out.
 */
export function CategoryConsentBars({ load }: CategoryConsentBarsProps) {
  const optional = (categories: Schemas['ConsentBreakdown']['categories']) =>
    categories.filter((c) => c.key !== 'necessary');
  return (
    <ConsentPanel
      title="Consents by category"
      load={load}
      isEmpty={(categories) => optional(categories).every((c) => c.granted + c.denied === 0)}
    >
      {(categories) => (
        <BarChart
          title="Granted and denied per category"
          data={optional(categories)}
          xKey="name"
          xLabel="Category"
          allowDecimals={false}
          series={[
            { key: 'granted', label: 'Granted', color: 'var(--pp-color-success)' },
            { key: 'denied', label: 'Denied', color: 'var(--pp-color-error)' },
          ]}
          height={240}
        />
      )}
    </ConsentPanel>
  );
}
