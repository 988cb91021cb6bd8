import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { ExportJobPanel } from '../../module/ExportJobPanel/index.ts';
import { UpgradeNotice } from '../UpgradeNotice/index.ts';

export interface ExportPanelProps {
  /** The latest export started here, or null. */
  job: Schemas['ConsentExport'] | null;
  /** What the export will hold: the log's filters in words. */
  scope: string;
  onStart: () => void;
  starting?: boolean;
  /** The finished file, ready to save (an object URL); null while it is fetched. */
  downloadUrl?: string | null;
  /** A refusal or failed start. */
  error?: ReactNode;
  /** Set on a plan without exports: the upgrade notice stands in for the panel. */
  upgrade?: { feature: string; tier: string; href: string };
  headingLevel?: 2 | 3;
}

/** Exports the filtered consent log as CSV (the shared ExportJobPanel); below the plan with exports, the upgrade notice. */
export function ExportPanel({ upgrade, ...rest }: ExportPanelProps) {
  return (
    <ExportJobPanel
      {...rest}
      noun={['record', 'records']}
      notice={
        upgrade ? (
          <UpgradeNotice feature={upgrade.feature} tier={upgrade.tier} href={upgrade.href} headingLevel={3} />
        ) : undefined
      }
    />
  );
}
