/**
 * Whether bytes are a Word document (.docx), judged by content, not by name or declared type: a .docx is a
 * ZIP package (it starts with a local file header) whose entries include [Content_Types].xml and
 * word/document.xml. Entry names are stored uncompressed in the ZIP headers, so they can be found as bytes.
 */
export function isDocx(bytes: Buffer): boolean {
  const zipLocalHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  return bytes.subarray(0, 4).equals(zipLocalHeader) && bytes.includes('[Content_Types].xml') && bytes.includes('word/document.xml');
}

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
