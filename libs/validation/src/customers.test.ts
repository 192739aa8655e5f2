import { describe, expect, it } from 'vitest';
import { CSV_MAX_ROWS, csvMembersProblem, customerMessages } from './customers';

const row = (email: string) => ({ first_name: 'Ana', last_name: 'Silva', email });

describe('csvMembersProblem', () => {
  it('accepts rows with every header and an email, up to the row limit', () => {
    expect(csvMembersProblem([row('ana@northwind.example')])).toBeNull();
    expect(csvMembersProblem(Array.from({ length: CSV_MAX_ROWS }, (_, index) => row(`p${index}@northwind.example`)))).toBeNull();
  });

  it('names the first missing header, then a row without an email, then a file over the limit', () => {
    expect(csvMembersProblem([{ first_name: 'Ana', email: 'ana@northwind.example' }])).toBe('Required header "last_name" is missing.');
    expect(csvMembersProblem([row('ana@northwind.example'), row('  ')])).toBe(customerMessages.csvMissingEmail);
    expect(csvMembersProblem(Array.from({ length: CSV_MAX_ROWS + 1 }, (_, index) => row(`p${index}@northwind.example`)))).toBe('A file can have at most 10,000 rows.');
  });
});
