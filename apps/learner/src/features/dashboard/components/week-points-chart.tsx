import classes from './week-points-chart.module.css';

export interface WeekPointsBar {
  /** Su to Sa (docs/dashboard.md). */
  day: string;
  points: number;
}

/**
 * The week's seven bars, drawn with CSS: a chart library (recharts, ~118 KB gzip) cost a phone more main-thread
 * time than the rest of the dashboard (docs/performance.md). Each bar's height is its share of the week's best
 * day, so the box never changes size and nothing moves when the points arrive. Hidden from assistive
 * technology, which reads the table beside it instead.
 */
export function WeekPointsChart({ data }: { data: WeekPointsBar[] }) {
  const highest = Math.max(0, ...data.map((bar) => bar.points));
  return (
    <div className={classes.chart} aria-hidden="true">
      {data.map((bar) => (
        <div key={bar.day} className={classes.column}>
          <span className={classes.value}>{bar.points}</span>
          <div className={classes.track}>
            <div className={classes.bar} style={{ height: `${highest === 0 ? 0 : (bar.points / highest) * 100}%` }} />
          </div>
          <span className={classes.day}>{bar.day}</span>
        </div>
      ))}
    </div>
  );
}
