import type { Schemas } from '@privacy-portal/sdk';
import { DonutChart } from '../../Charts/index.ts';
import { ConsentPanel } from '../ConsentPanel/ConsentPanel.tsx';
import type { CardLoad } from '../DashboardCards/DashboardCard.tsx';

export interface DeviceChartProps {
  /** The devices of getConsentBreakdown. */
  load: CardLoad<Schemas['ConsentBreakdown']['devices']>;
}

export const DEVICE_LABELS: Readonly<
  Record<Schemas['ConsentBreakdown']['devices'][number]['device'], string>
> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  other: 'Other',
};

/** Where the choices were made: desktop, mobile, tablet or another device. */
export function DeviceChart({ load }: DeviceChartProps) {
  return (
    <ConsentPanel
      title="Consents by device"
      load={load}
      isEmpty={(devices) => devices.every((d) => d.consents === 0)}
    >
      {(devices) => (
        <DonutChart
          title="Share of consents per device"
          labelHeader="Device"
          valueHeader="Consents"
          height={220}
          data={devices.map((d) => ({ label: DEVICE_LABELS[d.device], value: d.consents }))}
        />
      )}
    </ConsentPanel>
  );
}
