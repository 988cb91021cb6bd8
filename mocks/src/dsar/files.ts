/**
 * Files in the mocks: a visitor's attachment judged by its first bytes (the server uses file-type's
 * magic numbers; the mocks know the allowed types' signatures), the inbox's CSV, and the request's
 * record as a one-page PDF of plain lines (the server draws it with pdf-lib).
 */
import type { Schemas } from '@privacy-portal/sdk';
import {
  ALLOWED_FILE_TYPES,
  DSAR_CSV_COLUMNS,
  dsarCsvCells,
  MAX_FILE_BYTES,
  requestReference,
} from '@privacy-portal/sdk/dsar';

const bytesOf = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, ...sig: number[]) => sig.every((b, i) => bytes[i] === b);

function isControl(c: string, allowSpacing = false): boolean {
  const code = c.charCodeAt(0);
  if (allowSpacing && (c === '\t' || c === '\n' || c === '\r')) return false;
  return code < 0x20 || code === 0x7f;
}

function sniff(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (startsWith(bytes, 0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP')
    return 'image/webp';
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  // Plain text: UTF-8 without control characters other than tab and line breaks.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const plain = bytes.length > 0 && !text.includes('\uFFFD') && ![...text].some((c) => isControl(c, true));
  return plain ? 'text/plain' : undefined;
}

export type CheckedFile = { name: string; mime: string; size: number; data: string };

/** The file, or why it is refused: too big, or not one of the allowed types (by content, not by name). */
export function checkFile(a: Schemas['Attachment']): CheckedFile | 'fileTooBig' | 'fileType' {
  const bytes = bytesOf(a.data);
  if (bytes.length > MAX_FILE_BYTES) return 'fileTooBig';
  const mime = sniff(bytes);
  if (!mime || !ALLOWED_FILE_TYPES.some((t) => t.mime === mime)) return 'fileType';
  // Only the name's last part, without control characters, is kept as a label.
  const last = a.name.split(/[\\/]/).pop() ?? '';
  const name =
    [...last]
      .filter((c) => !isControl(c))
      .join('')
      .slice(0, 200) || 'file';
  return { name, mime, size: bytes.length, data: a.data };
}

export const fileBytes = (data: string): ArrayBuffer => bytesOf(data).buffer as ArrayBuffer;

// ---- the inbox as CSV -----------------------------------------------------------------------------

// A cell a spreadsheet would run as a formula (OWASP CSV injection) gets a leading apostrophe.
/** A cell quoted as CSV wants it (the sdk's dsarCsvCells already defused formulas). */
const quoted = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

export function requestsCsv(rows: readonly Schemas['Request'][]): string {
  const lines = rows.map(({ request: r, closed_at, outcome }) =>
    dsarCsvCells({
      reference: r.reference,
      status: r.status,
      request_type: r.request_type,
      subject_type: r.subject_type,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      country: r.country,
      state: r.state,
      jurisdiction: r.jurisdiction,
      received_at: r.received_at,
      due_on: r.due_on,
      extended: r.extended,
      assignee: r.assignee?.name ?? null,
      closed_at,
      outcome,
    })
      .map(quoted)
      .join(','),
  );
  return `${[DSAR_CSV_COLUMNS.join(','), ...lines].join('\n')}\n`;
}

// ---- the record as a PDF --------------------------------------------------------------------------

/** A one-page PDF of the lines (Helvetica, ASCII; other characters shown as ?). */
export function recordPdf(
  request: Schemas['Request'],
  timeline: readonly Schemas['TimelineEvent'][],
): string {
  const r = request.request;
  const lines = [
    requestReference(r.id),
    `${r.first_name} ${r.last_name} <${r.email}>`,
    `${r.request_type} / ${r.status} / ${request.deadlines.law}`,
    `Received ${r.received_at.slice(0, 10)}, due ${r.due_on}`,
    '',
    ...timeline.slice(0, 40).map((e) => `${e.at.slice(0, 10)} ${e.text}`),
  ].map((l) => l.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`));
  const stream = `BT /F1 10 Tf 40 800 Td 14 TL ${lines.map((l) => `(${l}) '`).join(' ')} ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    `<</Length ${stream.length}>>stream\n${stream}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj${body}endobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}
