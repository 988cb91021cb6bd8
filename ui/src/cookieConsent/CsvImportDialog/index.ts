export type { CsvFile, CsvImportDialogProps, CsvRowError } from './CsvImportDialog.tsx';
export { CsvImportDialog } from './CsvImportDialog.tsx';
export { COOKIE_CSV_TEMPLATE, COOKIE_CSV_TEMPLATE_NAME } from './csvTemplate.ts';
