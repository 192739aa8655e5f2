import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryTable, type QueryTableColumn } from './query-table';

interface Organization {
  id: number;
  name: string;
  country: string;
}

const columns: QueryTableColumn<Organization>[] = [
  { header: 'Name', cell: (organization) => organization.name },
  { header: 'Country', cell: (organization) => organization.country },
];

const meta = {
  title: 'Data display/QueryTable',
  component: QueryTable<Organization>,
  args: {
    caption: 'Organizations',
    columns,
    rowKey: (organization) => organization.id,
    empty: 'No organizations yet',
    failed: 'The organizations could not be loaded.',
    query: { isError: false },
  },
} satisfies Meta<typeof QueryTable<Organization>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Empty: Story = { args: { query: { isError: false, data: [] } } };
export const Failed: Story = { args: { query: { isError: true } } };
export const Filled: Story = {
  args: {
    query: {
      isError: false,
      data: [
        { id: 1, name: 'Northwind', country: 'India' },
        { id: 2, name: 'Contoso', country: 'United States' },
      ],
    },
  },
};
