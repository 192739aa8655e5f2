import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useId } from 'react';
import { chartAxes, type ReportChartData } from '../report-chart-data';

/**
 * A report's bars (report-chart-data.ts says which reports have them). Loaded on its own (React.lazy) so
 * recharts stays off the first page. A figure named by its caption: the drawing itself is hidden from
 * assistive technology, which reads the caption and the table below, where every figure is.
 */
export function ReportChart({ chart }: { chart: ReportChartData }) {
  const captionId = useId();
  const vertical = chart.orientation === 'vertical';
  return (
    <figure aria-labelledby={captionId} style={{ margin: 0 }}>
      <div aria-hidden="true">
        <BarChart
          h={vertical ? Math.max(220, chart.data.length * 36) : 220}
          data={chart.data}
          dataKey={chart.dataKey}
          series={chart.series}
          orientation={chart.orientation}
          withLegend={chart.series.length > 1}
          accessibilityLayer={false}
          gridAxis={vertical ? 'x' : 'y'}
          tickLine="none"
          {...chartAxes(chart)}
        />
      </div>
      <Text component="figcaption" id={captionId} size="sm" c="dimmed">
        {chart.caption}
      </Text>
    </figure>
  );
}
