import type { CsvRowError } from '@privacy-portal/ui/cookieConsent/CsvImportDialog';
import { type Problem, sentence } from '../../../lib/problem.ts';

const ROW_FIELD = /^csv\.row\.(\d+)\.(.+)$/;

/**
 * A refused import (400 validation_failed, nothing written): each `csv.row.<n>.<column>` detail as a
 * row of the table, anything else (the file as a whole) as the message above it.
 */
export function csvProblem(problem: Problem): { rowErrors: CsvRowError[]; summary: string | null } {
  const rowErrors: CsvRowError[] = [];
  const other: string[] = [];
  for (const detail of problem.details) {
    const match = ROW_FIELD.exec(detail.field);
    if (match) rowErrors.push({ row: Number(match[1]), column: match[2] as string, reason: detail.reason });
    else
      other.push(
        sentence(detail.field === 'csv' ? `The file ${detail.reason}` : `${detail.field} ${detail.reason}`),
      );
  }
  if (rowErrors.length === 0 && other.length === 0) return { rowErrors, summary: sentence(problem.message) };
  return { rowErrors, summary: other.length > 0 ? other.join(' ') : null };
}
