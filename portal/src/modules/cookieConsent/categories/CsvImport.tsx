import {
  type CsvFile,
  CsvImportDialog,
  type CsvRowError,
} from '@privacy-portal/ui/cookieConsent/CsvImportDialog';
import { useState } from 'react';
import { problemOf } from '../../../lib/queryClient.ts';
import { type PropertyPair, useInventoryMutations } from './categories.queries.ts';
import { csvProblem } from './csvProblem.ts';

interface CsvImportProps {
  pair: PropertyPair;
  onClose: () => void;
  onImported: (message: string) => void;
}

/** The CSV import on POST /import-cookies-list: all rows written, or none and each bad row named. */
export function CsvImport({ pair, onClose, onImported }: CsvImportProps) {
  const { importCsv } = useInventoryMutations();
  const [rowErrors, setRowErrors] = useState<CsvRowError[]>([]);
  const [error, setError] = useState<string | null>(null);

  async function run(file: CsvFile) {
    setError(null);
    setRowErrors([]);
    try {
      const { response } = await importCsv.mutateAsync({
        params: { path: { oid: pair.oid, pid: pair.pid } },
        body: file,
      });
      const parts = [
        response.created > 0 ? `${response.created} added` : null,
        response.updated > 0 ? `${response.updated} updated` : null,
      ].filter(Boolean);
      onImported(
        parts.length > 0
          ? `${file.file_name}: ${parts.join(', ')}. Imported cookies wait for review before the banner lists them.`
          : `${file.file_name} held no cookie to import.`,
      );
    } catch (failure) {
      const explained = csvProblem(problemOf(failure));
      setRowErrors(explained.rowErrors);
      setError(explained.summary);
    }
  }

  return (
    <CsvImportDialog
      isOpen
      busy={importCsv.isPending}
      error={error}
      rowErrors={rowErrors}
      onImport={(file) => void run(file)}
      onCancel={onClose}
    />
  );
}
