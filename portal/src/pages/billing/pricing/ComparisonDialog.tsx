import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Dialog } from '@privacy-portal/ui/Dialog';
import {
  BUNDLE_COMPARISON_COLUMNS,
  CUSTOM_COMPARISON_COLUMNS,
  FeatureComparisonTable,
} from '@privacy-portal/ui/FeatureComparisonTable';

type ComparisonTable = Schemas['ComparisonTable'];

interface ComparisonDialogProps {
  isOpen: boolean;
  /** 'Bundle', 'Cookie Consent', … */
  productLabel: string;
  bundle: boolean;
  table: ComparisonTable | null;
  loading: boolean;
  error: string | null;
  onClose: () => void;
}

/** The table's columns: its own headings by tier when it names them, else the spec's (§2 'View Comparison'). */
function columnsOf(table: ComparisonTable | null, bundle: boolean) {
  if (table?.tiers && table.tiers.length === table.columns.length) {
    return table.tiers.map((tier, i) => ({ key: tier, label: table.columns[i] ?? tier }));
  }
  return bundle ? BUNDLE_COMPARISON_COLUMNS : CUSTOM_COMPARISON_COLUMNS;
}

/** 'View Comparison': the Feature Comparison modal, YES, NO or a text per tier (data from GET /billing/plan/features). */
export function ComparisonDialog({
  isOpen,
  productLabel,
  bundle,
  table,
  loading,
  error,
  onClose,
}: ComparisonDialogProps) {
  return (
    <Dialog
      title="Feature Comparison"
      width="60rem"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {error ? (
        <Alert tone="error">{error}</Alert>
      ) : (
        <FeatureComparisonTable
          caption={`${productLabel} plans compared`}
          columns={columnsOf(table, bundle)}
          rows={table?.rows ?? []}
          loading={loading}
        />
      )}
    </Dialog>
  );
}
