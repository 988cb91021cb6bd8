import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { ExportJobPanel } from '../../module/ExportJobPanel/index.ts';

export interface RequestExportPanelProps {
  /** The latest export started here, or null. */
  job: Schemas['RequestExport'] | null;
  /** What the export will hold: the inbox's filters in words. */
  scope: string;
  onStart: () => void;
  starting?: boolean;
  /** The finished file, ready to save (an object URL); null while it is fetched. */
  downloadUrl?: string | null;
  /** A refusal or a failed start. */
  error?: ReactNode;
  headingLevel?: 2 | 3;
}

/** Exports the filtered inbox as CSV (the shared ExportJobPanel). */
export function RequestExportPanel(props: RequestExportPanelProps) {
  return <ExportJobPanel {...props} noun={['request', 'requests']} />;
}
