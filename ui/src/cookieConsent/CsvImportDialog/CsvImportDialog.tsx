import { CookieImport } from '@privacy-portal/sdk/form-rules';
import { useState } from 'react';
import { DropZone, FileTrigger, Text } from 'react-aria-components';
import { Alert } from '../../Alert/index.ts';
import { Button } from '../../Button/index.ts';
import { Dialog } from '../../Dialog/index.ts';
import a11y from '../../theme/a11y.module.css';
import link from '../../theme/link.module.css';
import styles from './CsvImportDialog.module.css';
import { COOKIE_CSV_TEMPLATE_NAME, csvDataRows, templateHref } from './csvTemplate.ts';

/** One problem of a row of the file, as the server names it (`csv.row.<row>.<column>`). */
export interface CsvRowError {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  column: string;
  reason: string;
}

/** The file as read: its text and name. */
export interface CsvFile {
  csv: string;
  file_name: string;
}

export interface CsvImportDialogProps {
  isOpen: boolean;
  /** The import is under way. */
  busy?: boolean;
  /** A refusal of the whole file, shown above the rows. */
  error?: string | null;
  /** The rows the server refused; nothing was written. */
  rowErrors?: readonly CsvRowError[];
  onImport: (file: CsvFile) => void;
  /** Cancel, Escape or the close button; never while importing. */
  onCancel: () => void;
}

const MAX_CHARS = CookieImport.csv.maxLength;

/**
 * Import cookies from a CSV file: pick or drop the file, import it, and see each bad row named
 * (nothing is written when one row is wrong). A template shows the columns.
 */
export function CsvImportDialog({
  isOpen,
  busy = false,
  error,
  rowErrors = [],
  onImport,
  onCancel,
}: CsvImportDialogProps) {
  return (
    <Dialog
      title="Import cookies from CSV"
      width="40rem"
      isOpen={isOpen}
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
    >
      <ImportBody
        busy={busy}
        error={error ?? null}
        rowErrors={rowErrors}
        onImport={onImport}
        onCancel={onCancel}
      />
    </Dialog>
  );
}

interface ImportBodyProps {
  busy: boolean;
  error: string | null;
  rowErrors: readonly CsvRowError[];
  onImport: (file: CsvFile) => void;
  onCancel: () => void;
}

function ImportBody({ busy, error, rowErrors, onImport, onCancel }: ImportBodyProps) {
  const [file, setFile] = useState<CsvFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function read(chosen: File | undefined) {
    if (!chosen) return;
    setReading(true);
    setProblem(null);
    try {
      const text = await chosen.text();
      if (text.trim() === '') {
        setFile(null);
        setProblem(`${chosen.name} is empty.`);
      } else if (text.length > MAX_CHARS) {
        setFile(null);
        setProblem(
          `${chosen.name} is too large: at most ${MAX_CHARS.toLocaleString('en')} characters can be imported at once. Split it into smaller files.`,
        );
      } else {
        setFile({ csv: text, file_name: chosen.name });
      }
    } catch {
      setFile(null);
      setProblem(`${chosen.name} could not be read.`);
    } finally {
      setReading(false);
    }
  }

  const rows = file ? csvDataRows(file.csv) : 0;
  const sorted = [...rowErrors].sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));

  return (
    <div className={styles.body}>
      <p className={styles.intro}>
        One cookie per row, with a header row naming the columns: name, domain and category are required;
        path, purpose, type, duration, party and script_url are optional. A cookie already in the inventory
        (same name, domain and path) is updated. Imported cookies wait for review before the banner shows
        them.{' '}
        <a className={link.textLink} href={templateHref()} download={COOKIE_CSV_TEMPLATE_NAME}>
          Download the template
        </a>
      </p>
      <DropZone
        className={styles.dropZone}
        getDropOperation={(types) => (types.has('text/csv') || types.has('text/plain') ? 'copy' : 'cancel')}
        onDrop={async (event) => {
          for (const item of event.items) {
            if (item.kind === 'file') {
              await read(await item.getFile());
              return;
            }
          }
        }}
      >
        <Text slot="label" className={styles.dropText}>
          {file
            ? `${file.file_name}: ${rows.toLocaleString('en')} ${rows === 1 ? 'row' : 'rows'}`
            : 'Drop a CSV file here, or'}
        </Text>
        <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(files) => void read(files?.[0])}>
          <Button variant="secondary" size="sm" isDisabled={busy} loading={reading}>
            {file ? 'Choose another file' : 'Choose a CSV file'}
          </Button>
        </FileTrigger>
      </DropZone>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {error ? (
        <Alert tone="error" title="Nothing was imported">
          {error}
        </Alert>
      ) : null}
      {sorted.length > 0 ? (
        <div className={styles.errors}>
          {error ? null : (
            <Alert tone="error" title="Nothing was imported">
              Correct {sorted.length === 1 ? 'this row' : `these ${sorted.length} problems`} in the file and
              import it again.
            </Alert>
          )}
          <div className={styles.scroller}>
            <table className={styles.table}>
              <caption className={a11y.visuallyHidden}>Rows to correct</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.end}>
                    Row
                  </th>
                  <th scope="col">Column</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {sorted.map((e) => (
                  <tr key={`${e.row}.${e.column}`}>
                    <th scope="row" className={styles.end}>
                      {e.row}
                    </th>
                    <td className={styles.column}>{e.column}</td>
                    <td>{e.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      <div className={styles.footer}>
        <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
          Cancel
        </Button>
        <Button isDisabled={!file || reading} loading={busy} onPress={() => file && onImport(file)}>
          Import
        </Button>
      </div>
    </div>
  );
}
