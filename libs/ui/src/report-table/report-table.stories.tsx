import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportTable } from './report-table';
import { emptyReport, inactiveUsersReport, unstartedUsersReport } from './sample-reports';

const meta = {
  title: 'Data display/ReportTable',
  component: ReportTable,
} satisfies Meta<typeof ReportTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { result: emptyReport } };
export const Failed: Story = { args: { error: 'An error occured. Please try again later.' } };
export const Filled: Story = { args: { result: inactiveUsersReport } };
export const YesAndNo: Story = { args: { result: unstartedUsersReport } };
/** Values a spreadsheet would misread: commas, quotes and a formula-like name; try "Download CSV". */
export const CsvEdgeCases: Story = {
  args: {
    result: {
      ...inactiveUsersReport,
      rows: [
        { name: 'Silva, Ana "the lead"', email: 'ana@northwind.example', last_active_on: '2026-11-19', days_inactive: 6 },
        { name: '=HYPERLINK("http://evil.example")', email: 'eve@northwind.example', last_active_on: null, days_inactive: null },
      ],
    },
  },
};
