import { crc32 } from 'node:zlib';
import { fromBufferPromise, parseExtraFields, type Entry, type ZipFile } from 'yauzl';

/**
 * Reading an uploaded ZIP archive (the review document's .docx, and any ZIP upload to come) without
 * trusting it. yauzl reads the central directory, as Word and every other spec-following reader do; on top
 * of it this module refuses, before inflating a byte, an archive whose entries claim more than the limits
 * below, then inflates every entry to check that it holds exactly what the directory claims (yauzl's
 * `validateEntrySizes` stops an entry as soon as it passes its claimed size, so the work is bounded by
 * `maxTotalBytes`), and that the file is its entries and nothing else: a polyglot (an executable or a
 * page with a ZIP tucked in or around it) is refused.
 */
export interface ZipLimits {
  /** The sum of the entries' uncompressed sizes. */
  maxTotalBytes: number;
  /** That sum over the archive's own size: a zip bomb is small on the wire and huge unpacked. */
  maxRatio: number;
  maxEntries: number;
  /** The largest entry a caller may ask to read (a part it parses, such as an XML manifest). */
  maxReadBytes: number;
}

/** Office documents are a few MB and compress 3-10 to 1; these leave room for large, picture-heavy ones. */
export const ZIP_UPLOAD_LIMITS: ZipLimits = { maxTotalBytes: 50 * 1024 * 1024, maxRatio: 100, maxEntries: 2_000, maxReadBytes: 1024 * 1024 };

export type ZipRefusal =
  | { reason: 'not-zip' }
  /** A ZIP that is malformed, or built to be read differently by different readers. */
  | { reason: 'damaged' }
  | { reason: 'too-large'; limit: number }
  | { reason: 'too-compressed'; limit: number }
  | { reason: 'too-many-entries'; limit: number }
  | { reason: 'encrypted' };

export class ZipRefusedError extends Error {
  constructor(readonly refusal: ZipRefusal) {
    super(`ZIP refused: ${refusal.reason}`);
    this.name = 'ZipRefusedError';
  }
}

export interface ZipEntry {
  /** The path in the archive, `/`-separated; a folder's ends with `/`. */
  name: string;
  size: number;
  /** The first bytes of the content (up to 8), to tell what it is by its signature. */
  head: Buffer;
}

export interface ZipArchive {
  entries: ZipEntry[];
  /** The content of an entry the caller asked to keep, if it has one no larger than `maxReadBytes`. */
  content(name: string): Buffer | undefined;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const END_OF_CENTRAL_DIRECTORY_BYTES = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const DATA_DESCRIPTOR = 0x08074b50;
const ZIP64_EXTRA_FIELD = 0x0001;
const STORED = 0;
const DEFLATED = 8;
const HEAD_BYTES = 8;

const refuse = (refusal: ZipRefusal): never => {
  throw new ZipRefusedError(refusal);
};

/**
 * Opens `bytes` as a ZIP archive under `limits`, keeping the content of the entries `keep` names (matched
 * exactly). Throws ZipRefusedError with the first reason to refuse it.
 */
export async function readZipUpload(bytes: Buffer, options: { keep: (name: string) => boolean; limits?: ZipLimits }): Promise<ZipArchive> {
  const limits = options.limits ?? ZIP_UPLOAD_LIMITS;
  // A ZIP a writer made starts with its first entry; anything else up front is another file's bytes.
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== LOCAL_HEADER) refuse({ reason: 'not-zip' });
  const zip = await fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }).catch(() =>
    refuse({ reason: 'not-zip' }),
  );
  if (zip.entryCount > limits.maxEntries) refuse({ reason: 'too-many-entries', limit: limits.maxEntries });

  const entries: Entry[] = [];
  const names = new Set<string>();
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.isEncrypted()) refuse({ reason: 'encrypted' });
      // Part names are case-insensitive in Office packages: two spellings of one name are two readings.
      const key = entry.fileName.toLowerCase();
      if (names.has(key) || (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED)) refuse({ reason: 'damaged' });
      names.add(key);
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) refuse({ reason: 'too-large', limit: limits.maxTotalBytes });
      entries.push(entry);
    }
  } catch (error) {
    // yauzl's own refusals: unsafe names (absolute, `..`, backslashes), a broken directory, strong encryption.
    if (error instanceof ZipRefusedError) throw error;
    refuse({ reason: 'damaged' });
  }
  if (total > limits.maxRatio * bytes.length) refuse({ reason: 'too-compressed', limit: limits.maxRatio });

  entries.sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  await checkLayout(zip, bytes, entries);

  const kept = new Map<string, Buffer>();
  const read: ZipEntry[] = [];
  for (const entry of entries) {
    const keep = options.keep(entry.fileName) && entry.uncompressedSize <= limits.maxReadBytes;
    const { head, content } = await inflate(zip, entry, keep);
    if (content) kept.set(entry.fileName, content);
    read.push({ name: entry.fileName, size: entry.uncompressedSize, head });
  }
  return { entries: read, content: (name) => kept.get(name) };
}

/**
 * The file must be its entries one after the other from its first byte, then the central directory, then
 * the end record (whose comment yauzl has checked runs to the end of the file): no bytes that some reader
 * could take for something else, and each local header names the entry the directory names.
 */
async function checkLayout(zip: ZipFile, bytes: Buffer, entries: Entry[]): Promise<void> {
  let position = 0;
  let directorySize = 0;
  for (const entry of entries) {
    if (entry.relativeOffsetOfLocalHeader !== position) refuse({ reason: 'damaged' });
    const local = await zip.readLocalFileHeaderPromise(entry).catch(() => refuse({ reason: 'damaged' }));
    if (!local.fileName.equals(entry.fileNameRaw) || local.generalPurposeBitFlag !== entry.generalPurposeBitFlag) refuse({ reason: 'damaged' });
    position = local.fileDataStart + entry.compressedSize;
    if (entry.generalPurposeBitFlag & 0x8) position += descriptorLength(bytes, position, local.extraField);
    directorySize += 46 + entry.fileNameRaw.length + entry.extraFieldRaw.length + entry.fileCommentRaw.length;
  }
  const directoryEnd = position + directorySize;
  const signatureAt = (offset: number) => (offset + 4 <= bytes.length ? bytes.readUInt32LE(offset) : -1);
  if ((entries.length > 0 && signatureAt(position) !== CENTRAL_HEADER) || directoryStart(bytes) !== position) refuse({ reason: 'damaged' });
  if (signatureAt(directoryEnd) !== END_OF_CENTRAL_DIRECTORY && signatureAt(directoryEnd) !== ZIP64_END_OF_CENTRAL_DIRECTORY) refuse({ reason: 'damaged' });
}

/** The data descriptor after an entry written as a stream: an optional signature, the CRC, then two sizes. */
function descriptorLength(bytes: Buffer, offset: number, localExtraField: Buffer): number {
  let zip64 = false;
  try {
    zip64 = parseExtraFields(localExtraField).some((field) => field.id === ZIP64_EXTRA_FIELD);
  } catch {
    refuse({ reason: 'damaged' }); // an extra field longer than its header
  }
  const signed = offset + 4 <= bytes.length && bytes.readUInt32LE(offset) === DATA_DESCRIPTOR;
  return (signed ? 4 : 0) + 4 + (zip64 ? 16 : 8);
}

/**
 * Where the end record says the central directory starts, found as yauzl finds it: the last end-record
 * signature, and the ZIP64 record instead when a ZIP64 locator sits right before it.
 */
function directoryStart(bytes: Buffer): number {
  const end = bytes.lastIndexOf(END_OF_CENTRAL_DIRECTORY_BYTES);
  const locator = end - 20;
  if (locator < 0 || bytes.readUInt32LE(locator) !== ZIP64_LOCATOR) return bytes.readUInt32LE(end + 16);
  const record = Number(bytes.readBigUInt64LE(locator + 8));
  return record + 56 <= bytes.length ? Number(bytes.readBigUInt64LE(record + 48)) : -1;
}

/** Inflates one entry, checking its size (yauzl) and its CRC-32 (here); returns its first bytes and, if kept, all of it. */
async function inflate(zip: ZipFile, entry: Entry, keep: boolean): Promise<{ head: Buffer; content?: Buffer }> {
  const chunks: Buffer[] = [];
  let head = Buffer.alloc(0);
  let checksum = 0;
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      checksum = crc32(chunk, checksum);
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      if (keep) chunks.push(chunk);
    }
  } catch {
    // A deflate stream that does not inflate, or inflates to more or less than the directory claims.
    refuse({ reason: 'damaged' });
  }
  if (checksum !== entry.crc32) refuse({ reason: 'damaged' });
  return keep ? { head, content: Buffer.concat(chunks) } : { head };
}

// Programs by name (Windows, scripts, Java, shortcuts) and by signature (PE/DOS, ELF, Mach-O and its fat form).
const EXECUTABLE_NAME = /\.(exe|dll|com|scr|pif|cpl|sys|msi|msp|msc|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|lnk|reg|sh|so|dylib)$/i;
const EXECUTABLE_SIGNATURES = [[0x4d, 0x5a], [0x7f, 0x45, 0x4c, 0x46], [0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe], [0xcf, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe]].map((bytes) => Buffer.from(bytes));

/** Whether an entry is a program, by its name or by the first bytes of its content. */
export function isExecutable(entry: ZipEntry): boolean {
  return EXECUTABLE_NAME.test(entry.name) || EXECUTABLE_SIGNATURES.some((signature) => entry.head.subarray(0, signature.length).equals(signature));
}
