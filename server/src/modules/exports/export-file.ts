/**
 * Serving an export's file, the same for every CSV export: kept under DATA_DIR/exports/, offered only
 * once the export has succeeded, streamed from disk.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import { ApiError } from '../../http/errors.ts';
import type { ExportStatus } from './export-table.ts';

/** Where finished exports are kept: DATA_DIR/exports/<prefix><id>.csv. */
export const exportFilePath = (dataDir: string, prefix: string, id: string) =>
  path.join(dataDir, 'exports', `${prefix}${id}.csv`);

/** The texts of the refusals to serve a file, in the module's words. */
export interface ExportFileTexts {
  failed: string;
  notFinished: string;
  gone: string;
}

/** The finished file as a stream with its name and size; 409 while the export has not succeeded. */
export async function finishedExportFile(
  row: { status: ExportStatus; file_name: string | null },
  file: string,
  texts: ExportFileTexts,
) {
  if (row.status !== 'succeeded' || !row.file_name) {
    throw new ApiError(409, 'conflict', row.status === 'failed' ? texts.failed : texts.notFinished);
  }
  const size = await stat(file).then(
    (s) => s.size,
    () => {
      throw new ApiError(404, 'not_found', texts.gone);
    },
  );
  return { fileName: row.file_name, size, stream: createReadStream(file) };
}

/** Answers with the file as a CSV download; the contract's typed replies cover JSON bodies only. */
export function csvDownload(ctx: Context, file: Awaited<ReturnType<typeof finishedExportFile>>) {
  ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.length = file.size;
  return { status: 200 as const, body: file.stream as never };
}
