import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../testing';
import { QueryTable, type QueryTableQuery } from './query-table';

interface Member {
  email: string;
  name: string;
}

const renderTable = (query: QueryTableQuery<Member>) =>
  renderWithProviders(
    <QueryTable
      query={query}
      caption="Members"
      rowKey={(member) => member.email}
      empty="No Users in this Organization"
      failed="This list could not be loaded."
      columns={[
        { header: 'Name', cell: (member) => member.name },
        { header: 'Email', cell: (member) => <a href={`mailto:${member.email}`}>{member.email}</a> },
      ]}
    />,
  );

describe('QueryTable', () => {
  it('shows the rows under their column headers, named by the caption', async () => {
    const { container } = renderTable({
      isError: false,
      data: [
        { email: 'ana@northwind.example', name: 'Ana Silva' },
        { email: 'tom@northwind.example', name: 'Tom Reyes' },
      ],
    });
    const table = screen.getByRole('table', { name: 'Members' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Email']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Ana Silva', 'ana@northwind.example'],
      ['Tom Reyes', 'tom@northwind.example'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'tom@northwind.example' })).toHaveAttribute('href', 'mailto:tom@northwind.example');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a loader named after the caption until the data comes', () => {
    renderTable({ isError: false });
    expect(screen.getByLabelText('Loading members')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the list is empty instead of an empty table', async () => {
    const { container } = renderTable({ isError: false, data: [] });
    expect(screen.getByText('No Users in this Organization')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('alerts the failure, even over rows loaded before', () => {
    renderTable({ isError: true, data: [{ email: 'ana@northwind.example', name: 'Ana Silva' }] });
    expect(screen.getByRole('alert')).toHaveTextContent('This list could not be loaded.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('QueryTable sorted by its headers', () => {
  it('makes the sortable headers buttons with aria-sort, and sorts by the pressed one', async () => {
    const sorted: string[] = [];
    const { container, user } = renderWithProviders(
      <QueryTable
        query={{ isError: false, data: [{ email: 'ana@northwind.example', name: 'Ana Silva' }] }}
        caption="Members"
        rowKey={(member: Member) => member.email}
        empty="No members"
        failed="This list could not be loaded."
        sort={{ key: 'name', order: 'desc', onSort: (key) => sorted.push(key) }}
        columns={[
          { header: 'Name', cell: (member) => member.name, sortKey: 'name' },
          { header: 'Email', cell: (member) => member.email, sortKey: 'email' },
          { header: 'Notes', cell: () => '' },
        ]}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual(['descending', 'none', null]);
    expect(within(headers[2]!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(headers[1]!).getByRole('button', { name: 'Email' }));
    within(headers[0]!).getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    expect(sorted).toEqual(['email', 'name']);
    expect(await axeViolations(container)).toEqual([]);
  });
});
