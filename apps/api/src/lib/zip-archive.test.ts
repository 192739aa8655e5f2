import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fourGibibyteBomb, zipArchive, type TestZipEntry } from '../testing/zip';
import { isExecutable, readZipUpload, ZIP_UPLOAD_LIMITS, ZipRefusedError, type ZipLimits, type ZipRefusal } from './zip-archive';

const MiB = 1024 * 1024;
const keepAll = { keep: () => true };
const text = (name: string, content = `<part name="${name}"/>`): TestZipEntry => ({ name, content });

/** The refusal readZipUpload throws for `bytes`, or null when it reads them. */
async function refusalOf(bytes: Buffer, limits?: ZipLimits): Promise<ZipRefusal | null> {
  try {
    await readZipUpload(bytes, { ...keepAll, limits });
    return null;
  } catch (error) {
    if (error instanceof ZipRefusedError) return error.refusal;
    throw error;
  }
}

describe('reading a ZIP upload', () => {
  it('lists every entry with its size and first bytes, and keeps the content of the entries asked for', async () => {
    const bytes = zipArchive([text('a.xml', '<a>stored</a>'), { name: 'b.xml', content: '<b>deflated</b>'.repeat(50), deflate: true }, text('folder/', '')]);
    const archive = await readZipUpload(bytes, { keep: (name) => name === 'b.xml' });
    expect(archive.entries).toEqual([
      { name: 'a.xml', size: 13, head: Buffer.from('<a>store') },
      { name: 'b.xml', size: 750, head: Buffer.from('<b>defla') },
      { name: 'folder/', size: 0, head: Buffer.alloc(0) },
    ]);
    expect(archive.content('b.xml')?.toString()).toBe('<b>deflated</b>'.repeat(50));
    expect(archive.content('a.xml')).toBeUndefined();
  });

  it('reads what other writers write: entries with data descriptors (streamed), ZIP64 end records', async () => {
    const entries: TestZipEntry[] = [
      { name: 'a.xml', content: '<a/>'.repeat(40), deflate: true, descriptor: true },
      { name: 'b.xml', content: '<b/>', descriptor: true },
    ];
    for (const bytes of [zipArchive(entries), zipArchive(entries, { zip64: true })]) {
      const archive = await readZipUpload(bytes, keepAll);
      expect(archive.entries.map((entry) => [entry.name, entry.size])).toEqual([['a.xml', 160], ['b.xml', 4]]);
      expect(archive.content('a.xml')?.toString()).toBe('<a/>'.repeat(40));
    }
  });

  it('does not keep an entry larger than the largest it may read', async () => {
    const archive = await readZipUpload(zipArchive([text('big.xml', 'x'.repeat(2_000))]), { keep: () => true, limits: { ...ZIP_UPLOAD_LIMITS, maxReadBytes: 1_000 } });
    expect(archive.entries[0]!.size).toBe(2_000);
    expect(archive.content('big.xml')).toBeUndefined();
  });
});

describe('a ZIP upload is refused', () => {
  it('when it is not a ZIP archive, or another file with one inside or around it', async () => {
    const docx = zipArchive([text('[Content_Types].xml'), text('word/document.xml')]);
    const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(120), Buffer.from('This program cannot be run in DOS mode.')]);
    const page = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const cases = [
      Buffer.from('%PDF-1.7 not a ZIP'),
      Buffer.alloc(0),
      // The finding: a ZIP signature and the two part names the old check looked for, then a program and a page.
      Buffer.concat([Buffer.from('PK\x03\x04[Content_Types].xml word/document.xml'), program, page]),
      // A well-formed archive behind a program and a page, its offsets counting them (a self-extracting polyglot).
      zipArchive([text('[Content_Types].xml'), text('word/document.xml')], { prefix: Buffer.concat([program, page]) }),
      // Bytes after the end record.
      Buffer.concat([docx, page]),
    ];
    for (const bytes of cases) expect(await refusalOf(bytes)).toEqual({ reason: 'not-zip' });
  });

  it('when it is damaged or built to be read differently by different readers', async () => {
    const good = zipArchive([text('a.xml', '<a>the content</a>'), text('b.xml')]);
    const corrupted = Buffer.from(good);
    corrupted[good.indexOf('the content')] = 0x54; // CRC-32 no longer matches
    const cases: [string, Buffer][] = [
      ['a page between two entries', zipArchive([text('a.xml'), text('b.xml')], { gap: Buffer.from('<html><script>alert(1)</script></html>') })],
      ['a local header naming another entry', zipArchive([{ ...text('a.xml'), localName: 'a.exe' }, text('b.xml')])],
      ['the same name twice', zipArchive([text('word/document.xml'), text('WORD/Document.xml')])],
      ['a name climbing out of the folder', zipArchive([text('../../etc/cron.d/evil')])],
      ['an absolute name', zipArchive([text('/etc/passwd')])],
      ['a backslash in a name', zipArchive([text('word\\document.xml')])],
      ['a local extra field longer than it says', zipArchive([{ ...text('a.xml'), descriptor: true, localExtra: Buffer.from([0x01, 0x00, 0xff, 0x00, 0x00]) }])],
      ['an unknown compression method', zipArchive([{ ...text('a.xml'), method: 12 }])],
      ['a stored entry longer than it claims', zipArchive([{ ...text('a.xml', 'x'.repeat(100)), claimedSize: 10 }])],
      ['a deflated entry that inflates past its claimed size', zipArchive([{ name: 'a.xml', content: Buffer.alloc(MiB), deflate: true, claimedSize: 1_000 }])],
      ['a deflated entry shorter than it claims', zipArchive([{ name: 'a.xml', content: 'x'.repeat(100), deflate: true, claimedSize: 1_000 }])],
      ['content that does not match its CRC-32', corrupted],
    ];
    for (const [what, bytes] of cases) expect(await refusalOf(bytes), what).toEqual({ reason: 'damaged' });
  });

  it('when an entry is encrypted', async () => {
    expect(await refusalOf(zipArchive([text('a.xml'), { ...text('secret.xml'), encrypted: true }]))).toEqual({ reason: 'encrypted' });
    expect(await refusalOf(zipArchive([{ name: 'secret.xml', content: 'x'.repeat(500), deflate: true, encrypted: true }]))).toEqual({ reason: 'encrypted' });
  });

  it('when it unpacks to more than 50 MB, whether it says so or not, without unpacking it', async () => {
    // 60 MB of zeros deflate to about 60 KB: a zip bomb that tells the truth.
    const bomb = zipArchive([text('a.xml'), { name: 'media/bomb.bin', content: Buffer.alloc(60 * MiB), deflate: true }]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await refusalOf(bomb)).toEqual({ reason: 'too-large', limit: 50 * MiB });
    // The finding's: 4 GiB in 4 MiB (inflating it is 4 GiB of output and seconds of CPU; refused on its directory).
    const finding = zipArchive([text('a.xml'), fourGibibyteBomb('media/bomb.bin')]);
    expect(finding.length).toBeLessThan(4.1 * MiB);
    expect(await refusalOf(finding)).toEqual({ reason: 'too-large', limit: 50 * MiB });
    // Many entries that are small alone.
    const many = Array.from({ length: 60 }, (_, index): TestZipEntry => ({ name: `part${index}.bin`, content: Buffer.alloc(MiB), deflate: true }));
    expect(await refusalOf(zipArchive(many))).toEqual({ reason: 'too-large', limit: 50 * MiB });
  });

  it('when it unpacks to more than 100 times its size', async () => {
    // 10 MB of zeros in about 10 KB: under the size limit, a thousand to one.
    expect(await refusalOf(zipArchive([{ name: 'media/bomb.bin', content: Buffer.alloc(10 * MiB), deflate: true }]))).toEqual({ reason: 'too-compressed', limit: 100 });
    // Office documents compress about 3-10 to 1, pictures not at all; 2,000 paragraphs of one style, about 43 to 1.
    const paragraphs = Array.from({ length: 2_000 }, (_, index) => `<w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr><w:r><w:t>Paragraph ${index} of the review.</w:t></w:r></w:p>`);
    expect(await refusalOf(zipArchive([{ name: 'word/document.xml', content: paragraphs.join(''), deflate: true }]))).toBeNull();
  });

  it('when it has more than 2,000 entries', async () => {
    const entries = (count: number) => Array.from({ length: count }, (_, index) => text(`p/${index}`, ''));
    expect(await refusalOf(zipArchive(entries(2_001)))).toEqual({ reason: 'too-many-entries', limit: 2_000 });
    expect(await refusalOf(zipArchive(entries(2_000)))).toBeNull();
  });
});

describe('a broken ZIP upload', () => {
  it('is refused, never an error of another kind: a well-formed archive with bytes changed, cut off or added', async () => {
    const archive = zipArchive([
      { name: 'a.xml', content: '<a>'.repeat(100), deflate: true, descriptor: true },
      { name: 'b.xml', content: '<b/>' },
    ], { zip64: true });
    const broken = fc.oneof(
      fc.array(fc.tuple(fc.nat(archive.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }).map((changes) => {
        const bytes = Buffer.from(archive);
        for (const [at, value] of changes) bytes[at] = value;
        return bytes;
      }),
      fc.nat(archive.length - 1).map((length) => archive.subarray(0, length)),
      fc.uint8Array({ maxLength: 64 }).map((extra) => Buffer.concat([archive, extra])),
      fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.concat([Buffer.from('PK\x03\x04'), bytes])),
    );
    await fc.assert(
      fc.asyncProperty(broken, async (bytes) => {
        await readZipUpload(bytes, keepAll).catch((error: unknown) => expect(error).toBeInstanceOf(ZipRefusedError));
      }),
      { seed: 20_261_125, numRuns: 500 },
    );
  });
});

describe('an executable entry', () => {
  const entry = (name: string, head: Buffer = Buffer.from('<?xml ve')) => ({ name, size: 8, head });

  it('is told by its name or by the first bytes of its content', () => {
    for (const name of ['word/embeddings/setup.exe', 'a/b.DLL', 'run.bat', 'x.ps1', 'y.vbs', 'z.js', 'app.jar', 'link.lnk', 'go.hta', 'lib.so']) {
      expect(isExecutable(entry(name)), name).toBe(true);
    }
    const signatures = [[0x4d, 0x5a, 0x90, 0], [0x7f, 0x45, 0x4c, 0x46, 2], [0xcf, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe]];
    for (const head of signatures) expect(isExecutable(entry('word/media/image1.png', Buffer.from(head))), String(head)).toBe(true);
  });

  it('is not a picture, a font or an XML part', () => {
    const parts: [string, number[]][] = [
      ['word/media/image1.png', [0x89, 0x50, 0x4e, 0x47]],
      ['word/media/image2.jpeg', [0xff, 0xd8, 0xff, 0xe0]],
      ['word/fonts/font1.odttf', [0x12, 0x9a, 0x3c, 0x44]],
      ['word/media/image3.emf', [1, 0, 0, 0]],
    ];
    expect(isExecutable(entry('word/document.xml'))).toBe(false);
    for (const [name, head] of parts) expect(isExecutable(entry(name, Buffer.from(head))), name).toBe(false);
  });
});
