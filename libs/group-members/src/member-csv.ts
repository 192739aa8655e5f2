import { CSV_MEMBER_HEADERS, csvMembersProblem, customerMessages, type CsvMemberRow } from '@stride/validation';
import Papa from 'papaparse';

/** A blank member CSV to fill in (back-office §2 "Download a blank csv"). */
export const BLANK_MEMBER_CSV = `${CSV_MEMBER_HEADERS.join(',')}\n`;

export type MemberCsvResult = { rows: CsvMemberRow[] } | { problem: string };

/**
 * A chosen file checked and parsed in the browser (back-office §5): a file, a csv, the headers first_name,
 * last_name and email, an email in every row; rows keep only those columns, as the contract's CsvRow.
 */
export async function readMemberCsv(file: File | null | undefined): Promise<MemberCsvResult> {
  if (!file) return { problem: customerMessages.csvNoFile };
  if (!file.name.toLowerCase().endsWith('.csv')) return { problem: customerMessages.csvNotCsv };
  const parsed = Papa.parse<Record<string, string | undefined>>(await file.text(), {
    header: true,
    // Fixed, so a one-column file is not a failed guess; lines of only blanks or commas are not rows.
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  // A short or long row is still readable (its missing fields are blank); a broken quote is not.
  if (parsed.errors.some((error) => error.type !== 'FieldMismatch')) return { problem: customerMessages.csvParseError };
  const headers = parsed.meta.fields ?? [];
  const missing = CSV_MEMBER_HEADERS.find((header) => !headers.includes(header));
  if (missing) return { problem: customerMessages.csvMissingHeader(missing) };
  const rows = parsed.data.map((record) => {
    const row: CsvMemberRow = {};
    for (const header of CSV_MEMBER_HEADERS) row[header] = (record[header] ?? '').trim();
    return row;
  });
  if (rows.length === 0) return { problem: customerMessages.csvMissingEmail };
  const problem = csvMembersProblem(rows);
  return problem ? { problem } : { rows };
}
