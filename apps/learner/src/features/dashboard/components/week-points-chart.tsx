import { BarChart } from '@mantine/charts';

export interface WeekPointsBar {
  /** Su to Sa (docs/dashboard.md). */
  day: string;
  points: number;
}

/**
 * The week's bars. Loaded on its own (React.lazy) so recharts stays off the first page; hidden from
 * assistive technology, which reads the table beside it instead.
 */
export function WeekPointsChart({ data }: { data: WeekPointsBar[] }) {
  return (
    <div aria-hidden="true">
      <BarChart h={180} data={data} dataKey="day" series={[{ name: 'points', label: 'Points', color: 'stride.7' }]} accessibilityLayer={false} withTooltip={false} gridAxis="y" tickLine="none" />
    </div>
  );
}
