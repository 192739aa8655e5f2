import { describe, expect, it } from 'vitest';
import { BAR_LABEL_LENGTH, barLabel, chartAxes, reportChartData } from './report-chart-data';
import { aProgramCompletionReport, anActiveUsersComparison, anInactiveUsersReport } from '../../testing/report-data';

describe('reportChartData', () => {
  it('puts the comparison’s seven days in time order, oldest first, without the whole week', () => {
    const chart = reportChartData('active-users-comparison', anActiveUsersComparison());
    expect(chart?.data.map((bar) => bar.day)).toEqual(['6 days ago', '5 days ago', '4 days ago', '3 days ago', '2 days ago', 'Yesterday', 'Today']);
    expect(chart?.data.at(-1)).toEqual({ day: 'Today', this_week: 4, last_week: 3 });
    expect(chart?.series.map((series) => series.label)).toEqual(['This week', 'Last week']);
  });

  it('draws each program’s completion rate in per cent', () => {
    const chart = reportChartData('program-completion', aProgramCompletionReport());
    expect(chart).toMatchObject({ dataKey: 'program', orientation: 'vertical', percent: true });
    expect(chart?.data).toEqual([
      { program: 'Effective Communication…', completion_percent: 25 },
      { program: 'Time Management', completion_percent: 0 },
    ]);
  });

  it('cuts long program names at a word so that each bar label fits one line, and writes per cent on the values only', () => {
    const report = aProgramCompletionReport();
    const long = { ...report, rows: [{ program: 'Run Meetings People Want to Attend', enrolled: 3, completed: 1, completion_percent: 33 }, ...report.rows] };
    const chart = reportChartData('program-completion', long)!;
    expect(chart.data.map((bar) => bar.program)).toEqual(['Run Meetings People…', 'Effective Communication…', 'Time Management']);
    expect(chart.data.every((bar) => String(bar.program).length <= BAR_LABEL_LENGTH)).toBe(true);
    expect(barLabel('Customer-Centric Problem Solving')).toBe('Customer-Centric…');
    expect(barLabel('Supercalifragilisticexpialidocious')).toBe(`${'Supercalifragilisticexpialidocious'.slice(0, BAR_LABEL_LENGTH - 1)}…`);

    // No unit on the axis of names ("…Attend%"), and that axis sized to its labels instead of wrapping them.
    const axes = chartAxes(chart);
    expect(axes).not.toHaveProperty('unit');
    expect(axes.valueFormatter?.(33)).toBe('33%');
    expect(axes.xAxisProps).toEqual({ domain: [0, 100] });
    expect(axes.yAxisProps).toEqual({ width: 'auto' });
  });

  it('gives lists of people and empty reports no chart', () => {
    expect(reportChartData('inactive-users', anInactiveUsersReport())).toBeNull();
    expect(reportChartData('program-completion', { ...aProgramCompletionReport(), rows: [] })).toBeNull();
  });
});
