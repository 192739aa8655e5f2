import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface TestZipEntry {
  name: string;
  content: Buffer | string;
  /** Deflated at level 9 (the default stores it as is). */
  deflate?: boolean;
  /** Flagged as encrypted (traditional PKWARE): a 12-byte encryption header before the data. */
  encrypted?: boolean;
  /** Written as a stream writer writes it: sizes and CRC in a data descriptor after the data. */
  descriptor?: boolean;
  /** The uncompressed size the headers claim, instead of the real one. */
  claimedSize?: number;
  /** The name in the local header, instead of `name` (which the central directory keeps). */
  localName?: string;
  /** An extra field for the local header (id, length, data), as written. */
  localExtra?: Buffer;
  /** The compression method the headers name, instead of 8 (deflated) or 0 (stored). */
  method?: number;
  /** Deflated bytes written in place of `content`'s, with the size and CRC-32 of what they inflate to. */
  deflated?: { data: Buffer; size: number; crc: number };
}

export interface TestZipOptions {
  /** Bytes before the first entry, the offsets counting them: another file with a ZIP after it. */
  prefix?: Buffer;
  /** Bytes between the first entry and the next, the offsets counting them. */
  gap?: Buffer;
  /** Ends with the ZIP64 end records, as some writers do whatever the size. */
  zip64?: boolean;
}

/** A ZIP archive written byte by byte, so that tests can build the well-formed and the malicious alike. */
export function zipArchive(entries: TestZipEntry[], options: TestZipOptions = {}): Buffer {
  const parts: Buffer[] = [options.prefix ?? Buffer.alloc(0)];
  const centrals: Buffer[] = [];
  let offset = parts[0]!.length;
  entries.forEach((entry, index) => {
    const data = Buffer.from(entry.content);
    const checksum = entry.deflated?.crc ?? crc32(data);
    const packed = entry.deflated?.data ?? (entry.deflate ? deflateRawSync(data, { level: 9 }) : data);
    const stored = entry.encrypted ? Buffer.concat([Buffer.alloc(12, 0x5a), packed]) : packed;
    const flags = (entry.encrypted ? 0x1 : 0) | (entry.descriptor ? 0x8 : 0);
    const method = entry.method ?? (entry.deflate || entry.deflated ? 8 : 0);
    const size = entry.claimedSize ?? entry.deflated?.size ?? data.length;
    const name = Buffer.from(entry.name);
    const localName = Buffer.from(entry.localName ?? entry.name);
    const localExtra = entry.localExtra ?? Buffer.alloc(0);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    if (!entry.descriptor) {
      local.writeUInt32LE(checksum, 14);
      local.writeUInt32LE(stored.length, 18);
      local.writeUInt32LE(size, 22);
    }
    local.writeUInt16LE(localName.length, 26);
    local.writeUInt16LE(localExtra.length, 28);
    const descriptor = Buffer.alloc(entry.descriptor ? 16 : 0);
    if (entry.descriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(checksum, 4);
      descriptor.writeUInt32LE(stored.length, 8);
      descriptor.writeUInt32LE(size, 12);
    }
    const gap = index === 0 && options.gap ? options.gap : Buffer.alloc(0);
    parts.push(local, localName, localExtra, stored, descriptor, gap);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + localName.length + localExtra.length + stored.length + descriptor.length + gap.length;
  });
  const directory = Buffer.concat(centrals);
  const directoryEnd = offset + directory.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  if (!options.zip64) {
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...parts, directory, end]);
  }
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4); // size of the rest of the record
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(entries.length), 24);
  record.writeBigUInt64LE(BigInt(entries.length), 32);
  record.writeBigUInt64LE(BigInt(directory.length), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryEnd), 8);
  locator.writeUInt32LE(1, 16); // disks
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([...parts, directory, record, locator, end]);
}

/**
 * The finding's zip bomb: 4,095 MiB of zeros in about 4 MiB. Each MiB deflates to the same 1,037 bytes when
 * the compressor's history is flushed after it, so the entry is that block 4,095 times and a final empty
 * block, made in milliseconds; it really inflates to 4,095 MiB.
 */
export function fourGibibyteBomb(name: string): TestZipEntry {
  const mebibyte = deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const end = deflateRawSync(Buffer.alloc(0));
  // crc32 over 4,095 MiB of zeros, worked out once (two seconds of CPU a test need not spend).
  return { name, content: '', deflated: { data: Buffer.concat([...Array<Buffer>(4_095).fill(mebibyte), end]), size: 4_095 * 1024 * 1024, crc: 1_708_348_282 } };
}
