import { describe, expect, it } from 'vitest';
import { BLANK_MEMBER_CSV, readMemberCsv } from './member-csv';

const csvFile = (text: string, name = 'members.csv') => new File([text], name, { type: 'text/csv' });

describe('readMemberCsv', () => {
  it('gives the rows by header, whatever the column order', async () => {
    expect(await readMemberCsv(csvFile('email,last_name,first_name\n Ana@Example.com ,Silva,Ana\n'))).toEqual({
      rows: [{ first_name: 'Ana', last_name: 'Silva', email: 'Ana@Example.com' }],
    });
  });

  it('reads a byte order mark, quoted fields, doubled quotes, CRLF and skips blank lines', async () => {
    const text = '\uFEFFfirst_name,last_name,email\r\n"Silva, Ana","say ""hi""",ana@example.com\r\n\r\n,,\r\nBo,,bo@example.com\r\n';
    expect(await readMemberCsv(csvFile(text))).toEqual({
      rows: [
        { first_name: 'Silva, Ana', last_name: 'say "hi"', email: 'ana@example.com' },
        { first_name: 'Bo', last_name: '', email: 'bo@example.com' },
      ],
    });
  });

  it('reads a row with missing trailing fields as blanks', async () => {
    expect(await readMemberCsv(csvFile('email,first_name,last_name\nana@example.com\n'))).toEqual({
      rows: [{ first_name: '', last_name: '', email: 'ana@example.com' }],
    });
  });

  it('says the spec’s words for each problem', async () => {
    expect(await readMemberCsv(null)).toEqual({ problem: 'Enter a valid file' });
    expect(await readMemberCsv(csvFile('first_name,last_name,email\n', 'members.txt'))).toEqual({ problem: 'Please input a csv file' });
    expect(await readMemberCsv(csvFile('first_name,email\nAna,ana@example.com\n'))).toEqual({ problem: 'Required header "last_name" is missing.' });
    expect(await readMemberCsv(csvFile('first_name,last_name,email\nAna,Silva,\n'))).toEqual({ problem: 'Email is missing in a row.' });
    expect(await readMemberCsv(csvFile('first_name,last_name,email\n'))).toEqual({ problem: 'Email is missing in a row.' });
    expect(await readMemberCsv(csvFile('first_name,last_name,email\n"Ana,Silva,ana@example.com\n'))).toEqual({ problem: 'Error parsing CSV file.' });
  });

  it('refuses a field with control or direction characters, naming its column and line, and gives the text NFC', async () => {
    expect(await readMemberCsv(csvFile('first_name,last_name,email\nAna,Silva,ana@example.com\nBo,\u202eavliS,bo@example.com\n'))).toEqual({
      problem: 'last_name on line 3 must not contain characters that change the direction of text.',
    });
    expect(await readMemberCsv(csvFile('first_name,last_name,email\n"Ana\u001b[2J",Silva,ana@example.com\n'))).toEqual({
      problem: 'first_name on line 2 must not contain control characters.',
    });
    // A line break inside a quoted name is a control character in a name, too.
    expect(await readMemberCsv(csvFile('first_name,last_name,email\n"Ana\nBcc",Silva,ana@example.com\n'))).toEqual({
      problem: 'first_name on line 2 must not contain control characters.',
    });
    expect(await readMemberCsv(csvFile('first_name,last_name,email\n Rene\u0301e\u3000,Zoë,renee@example.com\n'))).toEqual({
      rows: [{ first_name: 'Ren\u00e9e', last_name: 'Zoë', email: 'renee@example.com' }],
    });
  });

  it('offers a blank file with the three headers', () => {
    expect(BLANK_MEMBER_CSV).toBe('first_name,last_name,email\n');
  });
});
