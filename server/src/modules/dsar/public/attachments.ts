/**
 * A visitor's files, judged by their bytes (file-type's magic numbers), never by their names: a PDF,
 * an image, a Word document or plain UTF-8 text, each at most MAX_FILE_BYTES.
 */
import { createHash } from 'node:crypto';
import { ALLOWED_FILE_TYPES, MAX_FILE_BYTES } from '@privacy-portal/sdk/dsar';
import { fileTypeFromBuffer } from 'file-type';

export interface CheckedFile {
  name: string;
  mime: string;
  bytes: Buffer;
  sha256: string;
}

export type FileProblem = 'fileTooBig' | 'fileType';

/** Plain text: valid UTF-8 with no control characters other than tab and line breaks. */
function isPlainText(bytes: Buffer): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}

export async function checkFile(
  name: string,
  base64: string,
): Promise<{ file: CheckedFile } | { problem: FileProblem }> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_FILE_BYTES) return { problem: 'fileTooBig' };
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected ? detected.mime : bytes.length > 0 && isPlainText(bytes) ? 'text/plain' : undefined;
  if (!mime || !ALLOWED_FILE_TYPES.some((t) => t.mime === mime)) return { problem: 'fileType' };
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // Only the name's last part, without control characters, is kept as a label.
  const label =
    name
      .split(/[\\/]/)
      .pop()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters
      ?.replace(/[\u0000-\u001F\u007F]/g, '')
      .slice(0, 200) || 'file';
  return { file: { name: label, mime, bytes, sha256 } };
}
