import { describe, expect, it } from 'vitest';
import { BLANK_MEMBER_CSV, parseCsv, readMemberCsv } from './member-csv';

const csvFile = (text: string, name = 'members.csv') => new File([text], name, { type: 'text/csv' });

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and skips blank lines', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n\n1,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', ''],
    ]);
  });

  it('throws on an unclosed quote', () => {
    expect(() => parseCsv('a,"b\n')).toThrow();
  });
});

describe('readMemberCsv', () => {
  it('gives the rows by header, whatever the column order', async () => {
    expect(await readMemberCsv(csvFile('email,last_name,first_name\n Ana@Example.com ,Silva,Ana\n'))).toEqual({
      rows: [{ first_name: 'Ana', last_name: 'Silva', email: 'Ana@Example.com' }],
    });
  });

  it('says the spec’s words for each problem', async () => {
    expect(await readMemberCsv(null)).toEqual({ problem: 'Enter a valid file' });
    expect(await readMemberCsv(csvFile('first_name,last_name,email\n', 'members.txt'))).toEqual({ problem: 'Please input a csv file' });
    expect(await readMemberCsv(csvFile('first_name,email\nAna,ana@example.com\n'))).toEqual({ problem: 'Required header "last_name" is missing.' });
    expect(await readMemberCsv(csvFile('first_name,last_name,email\nAna,Silva,\n'))).toEqual({ problem: 'Email is missing in a row.' });
    expect(await readMemberCsv(csvFile('first_name,last_name,email\n"Ana,Silva,ana@example.com\n'))).toEqual({ problem: 'Error parsing CSV file.' });
  });

  it('offers a blank file with the three headers', () => {
    expect(BLANK_MEMBER_CSV).toBe('first_name,last_name,email\n');
  });
});
