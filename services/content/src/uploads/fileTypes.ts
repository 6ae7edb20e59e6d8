/**
 * Which files may be stored, decided by their first bytes (magic numbers via file-type), not
 * by the name or the type the browser claims. Plain text has no magic number: it passes when
 * its name says txt/csv/md and its first bytes hold no NUL and decode as UTF-8.
 */
import { importEsm } from '../esm';

/** How many leading bytes the check needs (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

const ALLOWED = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  // Legacy .doc/.xls/.ppt are OLE compound files.
  'application/x-cfb',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'video/mp4',
  'video/quicktime',
  'audio/mpeg',
]);

const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
};

export const TYPE_NOT_ALLOWED =
  'This file type is not allowed. Upload PDF, Word, Excel, PowerPoint, images, text or zip files.';

type FileTypeModule = typeof import('file-type', { with: { 'resolution-mode': 'import' } });
let fileType: Promise<FileTypeModule> | undefined;

/** The stored content type, or undefined when the bytes are not on the allowlist. */
export async function allowedContentType(
  head: Buffer,
  fileName: string,
): Promise<string | undefined> {
  fileType ??= importEsm<FileTypeModule>('file-type');
  const detected = await (await fileType).fileTypeFromBuffer(head);
  if (detected) return ALLOWED.has(detected.mime) ? detected.mime : undefined;
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const textType = TEXT_TYPES[ext];
  if (!textType || head.includes(0)) return undefined;
  // A multi-byte character may be cut at the sample's end: drop up to 3 trailing bytes.
  for (let cut = 0; cut <= 3 && cut < head.length + 1; cut += 1) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return textType;
    } catch {
      // try a shorter sample
    }
  }
  return undefined;
}
