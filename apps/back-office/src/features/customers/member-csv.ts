import { CSV_MEMBER_HEADERS, csvMembersProblem, customerMessages, type CsvMemberRow } from '@stride/validation';

/** A blank member CSV to fill in (back-office §2 "Download a blank csv"). */
export const BLANK_MEMBER_CSV = `${CSV_MEMBER_HEADERS.join(',')}\n`;

/** Splits CSV text into records of fields (RFC 4180: quoted fields, doubled quotes, CRLF); throws on an unclosed quote. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new Error('Unclosed quote');
  if (field !== '' || record.length > 0) records.push([...record, field]);
  // Blank lines are not rows.
  return records.filter((fields) => fields.some((value) => value.trim() !== ''));
}

export type MemberCsvResult = { rows: CsvMemberRow[] } | { problem: string };

/**
 * A chosen file checked and parsed in the browser (back-office §5): a file, a csv, the headers first_name,
 * last_name and email, an email in every row; rows keep only those columns, as the contract's CsvRow.
 */
export async function readMemberCsv(file: File | null | undefined): Promise<MemberCsvResult> {
  if (!file) return { problem: customerMessages.csvNoFile };
  if (!file.name.toLowerCase().endsWith('.csv')) return { problem: customerMessages.csvNotCsv };
  let records: string[][];
  try {
    records = parseCsv(await file.text());
  } catch {
    return { problem: customerMessages.csvParseError };
  }
  const headers = (records[0] ?? []).map((header) => header.trim());
  const missing = CSV_MEMBER_HEADERS.find((header) => !headers.includes(header));
  if (missing) return { problem: customerMessages.csvMissingHeader(missing) };
  const rows = records.slice(1).map((fields) => {
    const row: CsvMemberRow = {};
    for (const header of CSV_MEMBER_HEADERS) row[header] = (fields[headers.indexOf(header)] ?? '').trim();
    return row;
  });
  if (rows.length === 0) return { problem: customerMessages.csvMissingEmail };
  const problem = csvMembersProblem(rows);
  return problem ? { problem } : { rows };
}
