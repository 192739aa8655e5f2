import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypes, docxEntries, WORD_MAIN_TYPE } from '../../testing/docx';
import { zipArchive, type TestZipEntry } from '../../testing/zip';
import { checkDocx } from './docx';

const templates = join(import.meta.dirname, '..', '..', '..', '..', 'learner', 'public', 'templates');
const COMPOUND_FILE = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const PROGRAM = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(60), Buffer.from('PE\x00\x00')]);
const relationships = (...targets: [type: string, target: string, mode?: string][]) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${targets
    .map(([type, target, mode], index) => `<Relationship Id="rId${index + 1}" Type="${type}" Target="${target}"${mode ? ` TargetMode="${mode}"` : ''}/>`)
    .join('')}</Relationships>`;
const OFFICE_DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';

/** The minimal document with `extra` parts added and the parts named in `replace` swapped for the given content. */
function docx(extra: TestZipEntry[] = [], replace: Record<string, string | null> = {}): Buffer {
  const entries = docxEntries()
    .filter((entry) => replace[entry.name] !== null)
    .map((entry) => (entry.name in replace ? { ...entry, content: replace[entry.name]! } : entry));
  return zipArchive([...entries, ...extra]);
}

describe('a Word document', () => {
  it('passes as the seed writes it (every template of the learner app), minimal, and streamed with ZIP64 end records as some writers do', async () => {
    const files = readdirSync(templates).filter((name) => name.endsWith('.docx'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(await checkDocx(readFileSync(join(templates, file))), file).toBeNull();
    expect(await checkDocx(docx())).toBeNull();
    const streamed = docxEntries().map((entry): TestZipEntry => ({ ...entry, deflate: true, descriptor: true }));
    expect(await checkDocx(zipArchive(streamed, { zip64: true }))).toBeNull();
  });

  it('passes with pictures, an embedded workbook (a chart’s data), strict Office Open XML and an escaped main part name', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    const workbook = zipArchive([{ name: '[Content_Types].xml', content: '<Types/>' }]);
    expect(await checkDocx(docx([{ name: 'word/media/image1.png', content: png }, { name: 'word/embeddings/Microsoft_Excel_Worksheet.xlsx', content: workbook }]))).toBeNull();
    const strict = relationships(['http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument', '/word/document.xml']);
    expect(await checkDocx(docx([], { '_rels/.rels': strict }))).toBeNull();
    const renamed = docxEntries(undefined, { contentTypes: contentTypes({ '/word/my document.xml': WORD_MAIN_TYPE }) })
      .filter((entry) => entry.name !== '_rels/.rels')
      .map((entry) => (entry.name === 'word/document.xml' ? { ...entry, name: 'word/my document.xml' } : entry));
    expect(await checkDocx(zipArchive([...renamed, { name: '_rels/.rels', content: relationships([OFFICE_DOCUMENT, 'word/my%20document.xml']) }]))).toBeNull();
  });
});

describe('a Word document is refused', () => {
  it('with macros: a VBA project, its data, a macro-enabled main part or an embedded macro-enabled workbook', async () => {
    const macroTypes = contentTypes({ '/word/document.xml': 'application/vnd.ms-word.document.macroEnabled.main+xml' });
    const cases: [string, Buffer][] = [
      ['word/vbaProject.bin', docx([{ name: 'word/vbaProject.bin', content: COMPOUND_FILE }])],
      ['word/vbaData.xml', docx([{ name: 'word/vbaData.xml', content: '<wne:vbaSuppData/>' }])],
      ['a .docm main part', docx([], { '[Content_Types].xml': macroTypes })],
      ['the VBA project type only', docx([], { '[Content_Types].xml': contentTypes(undefined, { bin: 'application/vnd.ms-office.vbaProject' }) })],
      ['an embedded .xlsm', docx([{ name: 'word/embeddings/Book1.xlsm', content: zipArchive([{ name: 'a', content: 'b' }]) }])],
    ];
    for (const [what, bytes] of cases) expect(await checkDocx(bytes), what).toEqual({ reason: 'macros' });
  });

  it('with a program, by name or by content', async () => {
    expect(await checkDocx(docx([{ name: 'word/embeddings/setup.exe', content: 'anything' }]))).toEqual({ reason: 'executable' });
    expect(await checkDocx(docx([{ name: 'word/media/image1.png', content: PROGRAM }]))).toEqual({ reason: 'executable' });
  });

  it('with an OLE object or an ActiveX control, by name, by type or by content', async () => {
    const cases: [string, Buffer][] = [
      ['word/embeddings/oleObject1.bin', docx([{ name: 'word/embeddings/oleObject1.bin', content: 'x' }])],
      ['word/activeX/activeX1.xml', docx([{ name: 'word/activeX/activeX1.xml', content: '<ax:ocx/>' }])],
      ['the OLE object type', docx([], { '[Content_Types].xml': contentTypes(undefined, { bin: 'application/vnd.openxmlformats-officedocument.oleObject' }) })],
      ['a compound file under a picture’s name', docx([{ name: 'word/media/image1.emf', content: COMPOUND_FILE }])],
    ];
    for (const [what, bytes] of cases) expect(await checkDocx(bytes), what).toEqual({ reason: 'embedded-object' });
  });

  it('when [Content_Types].xml or the package relationships are missing or do not make it a Word document', async () => {
    const cases: [string, Buffer][] = [
      ['no [Content_Types].xml', docx([], { '[Content_Types].xml': null })],
      ['no _rels/.rels', docx([], { '_rels/.rels': null })],
      ['no main part', docx([], { 'word/document.xml': null })],
      ['a template’s main type (.dotx)', docx([], { '[Content_Types].xml': contentTypes({ '/word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml' }) })],
      ['a workbook’s main type', docx([], { '[Content_Types].xml': contentTypes({ '/word/document.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml' }) })],
      ['no type for the main part', docx([], { '[Content_Types].xml': contentTypes({}) })],
      ['types in another namespace', docx([], { '[Content_Types].xml': contentTypes().replace('package/2006/content-types', 'package/2006/other') })],
      ['types that are not XML', docx([], { '[Content_Types].xml': '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override' })],
      ['types with a DTD', docx([], { '[Content_Types].xml': contentTypes().replace('?>', '?><!DOCTYPE Types [<!ENTITY main "x">]>') })],
      ['two main parts', docx([], { '_rels/.rels': relationships([OFFICE_DOCUMENT, 'word/document.xml'], [OFFICE_DOCUMENT, 'word/document.xml']) })],
      ['an external main part', docx([], { '_rels/.rels': relationships([OFFICE_DOCUMENT, 'https://example.com/word/document.xml', 'External']) })],
      ['a main part on another host', docx([], { '_rels/.rels': relationships([OFFICE_DOCUMENT, '//example.com/word/document.xml']) })],
    ];
    for (const [what, bytes] of cases) expect(await checkDocx(bytes), what).toEqual({ reason: 'not-docx' });
  });

  it('for the ZIP reader’s reasons, first', async () => {
    expect(await checkDocx(Buffer.from('%PDF-1.7'))).toEqual({ reason: 'not-zip' });
    expect(await checkDocx(zipArchive([...docxEntries(), { name: 'word/media/secret.xml', content: 'x', encrypted: true }]))).toEqual({ reason: 'encrypted' });
  });
});
