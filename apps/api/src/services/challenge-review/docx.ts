import { DOMParser, onErrorStopParsing, type Document } from '@xmldom/xmldom';
import { isExecutable, readZipUpload, ZipRefusedError, type ZipArchive, type ZipEntry, type ZipRefusal } from '../../lib/zip-archive';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Why a file is not passed on as a Word document: the ZIP reader's reasons, then the package's. */
export type DocxRefusal = ZipRefusal | { reason: 'not-docx' } | { reason: 'macros' } | { reason: 'executable' } | { reason: 'embedded-object' };

const CONTENT_TYPES_PART = '[Content_Types].xml';
const PACKAGE_RELATIONSHIPS_PART = '_rels/.rels';
const CONTENT_TYPES_NAMESPACE = 'http://schemas.openxmlformats.org/package/2006/content-types';
const RELATIONSHIPS_NAMESPACE = 'http://schemas.openxmlformats.org/package/2006/relationships';
// The package's main part, in transitional and in strict Office Open XML.
const OFFICE_DOCUMENT_RELATIONSHIPS = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument',
]);
const PACKAGE_ROOT = new URL('http://package/');
const WORD_MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

// VBA projects, their signatures and data, the macro-enabled main parts (.docm, .dotm) and what only
// macros use (key bindings, toolbars), by type (lower case) and by name; and macro-enabled packages embedded.
const MACRO_TYPES = new Set([
  'application/vnd.ms-office.vbaproject',
  'application/vnd.ms-office.vbaprojectsignature',
  'application/vnd.ms-word.vbadata+xml',
  'application/vnd.ms-word.document.macroenabled.main+xml',
  'application/vnd.ms-word.template.macroenabledtemplate.main+xml',
  'application/vnd.ms-word.keymapcustomizations+xml',
  'application/vnd.ms-word.attachedtoolbars',
]);
const MACRO_PART = /(^|\/)vba[^/]*$|\.(docm|dotm|xlsm|xltm|xlam|pptm|potm|ppsm|ppam|sldm)$/i;
// OLE objects and ActiveX controls: binaries Word hands to another program when the document is opened.
const OBJECT_TYPES = new Set(['application/vnd.openxmlformats-officedocument.oleobject', 'application/vnd.ms-office.activex', 'application/vnd.ms-office.activex+xml']);
const OBJECT_PART = /(^|\/)activex\/|(^|\/)embeddings\/oleobject[^/]*$/i;
// An OLE compound file (an OLE object's storage, a VBA project, a .doc or .xls) starts with these bytes.
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Whether bytes are a Word document (.docx) that is safe to pass on, judged by content, not by name or
 * declared type: a ZIP archive within the upload limits (lib/zip-archive.ts) holding an Office package
 * whose main part, found through the package's relationships, has Word's document type in
 * [Content_Types].xml, with no macros, no OLE objects or ActiveX controls and no executables.
 * Null when it is; else why not.
 */
export async function checkDocx(bytes: Buffer): Promise<DocxRefusal | null> {
  let archive: ZipArchive;
  try {
    archive = await readZipUpload(bytes, { keep: (name) => name === CONTENT_TYPES_PART || name === PACKAGE_RELATIONSHIPS_PART });
  } catch (error) {
    if (error instanceof ZipRefusedError) return error.refusal;
    throw error;
  }
  return partRefusal(archive.entries) ?? packageRefusal(archive);
}

function partRefusal(entries: ZipEntry[]): DocxRefusal | null {
  if (entries.some((entry) => MACRO_PART.test(entry.name))) return { reason: 'macros' };
  if (entries.some(isExecutable)) return { reason: 'executable' };
  if (entries.some((entry) => OBJECT_PART.test(entry.name) || entry.head.equals(COMPOUND_FILE))) return { reason: 'embedded-object' };
  return null;
}

function packageRefusal(archive: ZipArchive): DocxRefusal | null {
  const notDocx = { reason: 'not-docx' } as const;
  const types = contentTypes(archive.content(CONTENT_TYPES_PART));
  const mainPart = officeDocumentPart(archive.content(PACKAGE_RELATIONSHIPS_PART));
  if (!types || !mainPart) return notDocx;
  const declared = [...types.defaults.values(), ...types.overrides.values()];
  if (declared.some((type) => MACRO_TYPES.has(type))) return { reason: 'macros' };
  if (declared.some((type) => OBJECT_TYPES.has(type))) return { reason: 'embedded-object' };
  if (!archive.entries.some((entry) => `/${entry.name}`.toLowerCase() === mainPart)) return notDocx;
  const extension = mainPart.slice(mainPart.lastIndexOf('.') + 1);
  return (types.overrides.get(mainPart) ?? types.defaults.get(extension)) === WORD_MAIN_TYPE ? null : notDocx;
}

/** [Content_Types].xml as lower-case maps: extension → type (Default), part name → type (Override). */
function contentTypes(bytes: Buffer | undefined) {
  const root = parseXml(bytes)?.documentElement;
  if (!root || root.namespaceURI !== CONTENT_TYPES_NAMESPACE || root.localName !== 'Types') return null;
  const pairs = (tag: string, key: string) =>
    new Map(
      Array.from(root.getElementsByTagNameNS(CONTENT_TYPES_NAMESPACE, tag), (element) => [
        element.getAttribute(key)?.toLowerCase() ?? '',
        (element.getAttribute('ContentType') ?? '').replace(/;.*/s, '').trim().toLowerCase(),
      ]),
    );
  return { defaults: pairs('Default', 'Extension'), overrides: pairs('Override', 'PartName') };
}

/** The part name (lower case, from the root) of the package's one main part, from _rels/.rels. */
function officeDocumentPart(bytes: Buffer | undefined): string | null {
  const root = parseXml(bytes)?.documentElement;
  if (!root || root.namespaceURI !== RELATIONSHIPS_NAMESPACE || root.localName !== 'Relationships') return null;
  const [main, ...others] = Array.from(root.getElementsByTagNameNS(RELATIONSHIPS_NAMESPACE, 'Relationship')).filter((element) =>
    OFFICE_DOCUMENT_RELATIONSHIPS.has(element.getAttribute('Type') ?? ''),
  );
  if (!main || others.length > 0 || main.getAttribute('TargetMode') === 'External') return null;
  try {
    // Targets are URIs relative to the package's root: resolve `..`, `/` and %-escapes as a URL would.
    const target = new URL(main.getAttribute('Target') ?? '', PACKAGE_ROOT);
    return target.origin === PACKAGE_ROOT.origin ? decodeURIComponent(target.pathname).toLowerCase() : null;
  } catch {
    return null;
  }
}

/** A well-formed XML part, or null. Office packages may not carry a DTD (ECMA-376 part 2, 8.1.4): one is refused. */
function parseXml(bytes: Buffer | undefined): Document | null {
  if (!bytes) return null;
  try {
    const document = new DOMParser({ onError: onErrorStopParsing }).parseFromString(bytes.toString('utf8').replace(/^\uFEFF/, ''), 'text/xml');
    return document.doctype ? null : document;
  } catch {
    return null;
  }
}
