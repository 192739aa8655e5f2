import { zipArchive, type TestZipEntry } from './zip';

export const WORD_MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A package's [Content_Types].xml: the usual defaults for .rels and .xml, and the given overrides (part name → type). */
export function contentTypes(overrides: Record<string, string> = { '/word/document.xml': WORD_MAIN_TYPE }, defaults: Record<string, string> = {}): string {
  const all = { rels: 'application/vnd.openxmlformats-package.relationships+xml', xml: 'application/xml', ...defaults };
  return [
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
    ...Object.entries(all).map(([extension, type]) => `<Default Extension="${extension}" ContentType="${type}"/>`),
    ...Object.entries(overrides).map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`),
    '</Types>',
  ].join('');
}

/**
 * The three parts a minimal but real Word document needs, with one paragraph of text; `contentTypes`
 * replaces its [Content_Types].xml (null leaves it out). Tests add, drop or change parts to build the
 * documents the server must refuse.
 */
export function docxEntries(text = 'My review', options: { contentTypes?: string | null } = {}): TestZipEntry[] {
  const entries: TestZipEntry[] = [
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ];
  const types = options.contentTypes === undefined ? contentTypes() : options.contentTypes;
  return types === null ? entries : [{ name: '[Content_Types].xml', content: types }, ...entries];
}

/** A minimal but real Word document (entries stored, not compressed). Tests send it as the review document. */
export function minimalDocx(text = 'My review'): Buffer {
  return zipArchive(docxEntries(text));
}
