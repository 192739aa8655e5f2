import { describe, expect, it } from 'vitest';
import { reportChartData } from './report-chart-data';
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
      { program: 'Effective Communication at Work', completion_percent: 25 },
      { program: 'Time Management', completion_percent: 0 },
    ]);
  });

  it('gives lists of people and empty reports no chart', () => {
    expect(reportChartData('inactive-users', anInactiveUsersReport())).toBeNull();
    expect(reportChartData('program-completion', { ...aProgramCompletionReport(), rows: [] })).toBeNull();
  });
});
