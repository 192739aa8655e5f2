import type { Schema } from '@stride/api-sdk';
import type { ReportName } from '@stride/reports';

type ReportResult = Schema<'ReportResult'>;

/** A bar chart of a report's rows, as @mantine/charts' BarChart takes it. */
export interface ReportChartData {
  /** What the chart shows, in words: the figure's caption and its text alternative. */
  caption: string;
  /** The key of the bars' labels (a day, a program). */
  dataKey: string;
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  /** Horizontal bars for long labels (program names), read top to bottom. */
  orientation: 'horizontal' | 'vertical';
  /** Bars that are percentages run on a 0-100 axis. */
  percent?: boolean;
}

/** The longest bar label, in characters: a program name longer than this is cut at a word, so each label fits one line. */
export const BAR_LABEL_LENGTH = 24;

/** `text` cut at the last whole word that fits `BAR_LABEL_LENGTH` characters, with an ellipsis; the table below has it whole. */
export function barLabel(text: string): string {
  if (text.length <= BAR_LABEL_LENGTH) return text;
  // A space at most at BAR_LABEL_LENGTH - 1 leaves room for the ellipsis after the words before it.
  const lastSpace = text.slice(0, BAR_LABEL_LENGTH).lastIndexOf(' ');
  return `${lastSpace > 0 ? text.slice(0, lastSpace).trimEnd() : text.slice(0, BAR_LABEL_LENGTH - 1)}…`;
}

/**
 * The axes of a chart as @mantine/charts' BarChart takes them. BarChart puts its `unit` on the y axis, which
 * holds the program names when the bars are horizontal ("…Want to Attend%"), so percentages are written by the
 * value formatter instead (value axis and tooltip). The category axis sizes itself to its labels (`'auto'`):
 * recharts wraps a label wider than a fixed axis width over several lines.
 */
export function chartAxes(chart: ReportChartData) {
  const vertical = chart.orientation === 'vertical';
  const valueAxis = chart.percent ? { domain: [0, 100] } : {};
  const categoryAxis = { width: 'auto' as const };
  return {
    valueFormatter: chart.percent ? (value: number) => `${value}%` : undefined,
    xAxisProps: vertical ? valueAxis : {},
    yAxisProps: vertical ? categoryAxis : valueAxis,
  };
}

const labelOf = (result: ReportResult, key: string) => result.columns.find((column) => column.key === key)?.label ?? key;
const hasColumns = (result: ReportResult, keys: string[]) => keys.every((key) => result.columns.some((column) => column.key === key));
const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * The reports that are comparisons get a chart beside their table: active-users-comparison (this week's
 * active members beside last week's, day by day) and program-completion (each program's completion rate).
 * The others are lists of people, or figures of different units (basic-metrics counts members and points),
 * which bars would compare wrongly; they keep the table alone. Null when the report has no chart or no rows.
 */
export function reportChartData(name: ReportName, result: ReportResult): ReportChartData | null {
  if (name === 'active-users-comparison' && hasColumns(result, ['day', 'this_week', 'last_week'])) {
    // The days come newest first, then the whole week; the chart reads left to right in time, days only.
    const days = result.rows.filter((row) => row.day !== 'Whole week').reverse();
    if (days.length === 0) return null;
    return {
      caption: 'Members active on each of the last 7 days, this week beside the same day last week. The table below has the figures.',
      dataKey: 'day',
      data: days.map((row) => ({ day: String(row.day), this_week: count(row.this_week), last_week: count(row.last_week) })),
      series: [
        { name: 'this_week', label: labelOf(result, 'this_week'), color: 'stride.7' },
        { name: 'last_week', label: labelOf(result, 'last_week'), color: 'gray.5' },
      ],
      orientation: 'horizontal',
    };
  }
  if (name === 'program-completion' && hasColumns(result, ['program', 'completion_percent']) && result.rows.length > 0) {
    return {
      caption: 'Completion rate of each program, in per cent of the members enrolled. The table below has the figures.',
      dataKey: 'program',
      data: result.rows.map((row) => ({ program: barLabel(String(row.program)), completion_percent: count(row.completion_percent) })),
      series: [{ name: 'completion_percent', label: labelOf(result, 'completion_percent'), color: 'stride.7' }],
      orientation: 'vertical',
      percent: true,
    };
  }
  return null;
}
