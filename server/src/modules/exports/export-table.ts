/**
 * The row an export job keeps in its module's table (consent_exports, dsar_exports): its status, the
 * file's name once done. The module's queries implement ExportTable; the runner moves the row on.
 */
import type { Db } from '../../db/database.ts';

export type ExportStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface ExportPatch {
  status?: ExportStatus;
  file_name?: string;
  /** Rows written, once the export succeeded (a table without the column ignores it). */
  done?: number;
  finished_at?: Date;
}

export interface ExportTable<E> {
  find(db: Db, id: string): Promise<E | undefined>;
  /** Moves an export on only from the states given; false when it was elsewhere. */
  transition(db: Db, id: string, from: readonly ExportStatus[], patch: ExportPatch): Promise<boolean>;
}
