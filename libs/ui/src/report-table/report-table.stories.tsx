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
