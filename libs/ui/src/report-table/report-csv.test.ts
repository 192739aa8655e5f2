import { describe, expect, it } from 'vitest';
import { csvField, reportCsvFileName, reportToCsv } from './report-csv';
import { inactiveUsersReport, unstartedUsersReport } from './sample-reports';

describe('reportToCsv', () => {
  it('writes a header of the column labels, then one record per row, CRLF after each, nothing as empty', () => {
    expect(reportToCsv(inactiveUsersReport)).toBe(
      'Name,Email,Last active on,Days since last active\r\n' +
        'Ana Silva,ana@northwind.example,,\r\n' +
        'Gia Lead,gia@northwind.example,2026-11-19,6\r\n' +
        'Tom Reyes,tom@northwind.example,2026-11-24,1\r\n',
    );
  });

  it('says yes and no in words and writes numbers without grouping', () => {
    expect(reportToCsv(unstartedUsersReport).split('\r\n')[1]).toBe('Ana Silva,ana@northwind.example,2026-11-16,Yes');
    expect(reportToCsv({ columns: [{ key: 'n', label: 'Points' }], rows: [{ n: 12345 }, { n: -3 }, {}] })).toBe('Points\r\n12345\r\n-3\r\n\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(reportToCsv({ ...unstartedUsersReport, rows: [] })).toBe('Name,Email,Joined on,Enrolled in a program\r\n');
  });
});

describe('csvField', () => {
  it('quotes fields holding a comma, a quote or a line break, and doubles the quotes', () => {
    expect(csvField('Silva, Ana')).toBe('"Silva, Ana"');
    expect(csvField('Ana "the lead"')).toBe('"Ana ""the lead"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField('')).toBe('');
  });

  it('guards text that a spreadsheet would run as a formula (OWASP), but not numbers', () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(['+1', '-1+2', '@SUM(A1)', '\tx', '\rx'].map(csvField)).toEqual(['"\'+1"', '"\'-1+2"', '"\'@SUM(A1)"', '"\'\tx"', '"\'\rx"']);
    expect(csvField(-5)).toBe('-5');
  });

  it('writes nothing, yes/no and non-finite numbers plainly', () => {
    expect([null, undefined, true, false, Number.NaN].map(csvField)).toEqual(['', '', 'Yes', 'No', '']);
  });
});

describe('reportCsvFileName', () => {
  it('is the report name in hyphenated lower case and the day it was generated', () => {
    expect(reportCsvFileName(inactiveUsersReport)).toBe('inactive-users-2026-11-25.csv');
    expect(reportCsvFileName({ report: { reportName: "Today's learning summary", description: '' }, generated_at: '2026-01-02T23:00:00Z' })).toBe('today-s-learning-summary-2026-01-02.csv');
  });

  it('takes today when the result carries no time', () => {
    expect(reportCsvFileName({ report: { reportName: 'Basic metrics', description: '' } }, new Date('2026-11-24T10:00:00Z'))).toBe('basic-metrics-2026-11-24.csv');
  });
});
