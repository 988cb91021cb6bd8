import { MAX_IMAGE_URL_LENGTH } from '@privacy-portal/sdk/dsar';

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'ico';

const MIME: Readonly<Record<ImageKind, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
};

const NAME: Readonly<Record<ImageKind, string>> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', ico: 'ICO' };

/** What the bytes are, by their signature (never by the file's name or the type the browser guessed). */
export function imageKind(bytes: Uint8Array): ImageKind | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && [0x57, 0x45, 0x42, 0x50].every((b, i) => bytes[8 + i] === b))
    return 'webp';
  if (starts(0x00, 0x00, 0x01, 0x00)) return 'ico';
  return undefined;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The largest file that fits the contract's data URL limit, in KB (about 110). */
export const MAX_IMAGE_KB = Math.floor(
  ((MAX_IMAGE_URL_LENGTH - 'data:image/webp;base64,'.length) * 3) / 4 / 1024,
);

export type ImageResult = { ok: true; dataUrl: string } | { ok: false; problem: string };

/**
 * A chosen file as the data URL the form stores (its type read from its bytes), or why it cannot be:
 * not one of the accepted kinds, or larger than the contract allows.
 */
export async function readImage(
  file: Blob,
  accepted: readonly ImageKind[],
  what: string,
): Promise<ImageResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageKind(bytes);
  if (!kind || !accepted.includes(kind)) {
    const names = accepted.map((k) => NAME[k]);
    const list =
      names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
    return { ok: false, problem: `The ${what} must be a ${list} image.` };
  }
  const dataUrl = `data:${MIME[kind]};base64,${base64(bytes)}`;
  if (dataUrl.length > MAX_IMAGE_URL_LENGTH) {
    return {
      ok: false,
      problem: `The ${what} is too large (${Math.ceil(bytes.length / 1024)} KB): it may be at most ${MAX_IMAGE_KB} KB.`,
    };
  }
  return { ok: true, dataUrl };
}
