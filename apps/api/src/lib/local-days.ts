/**
 * Calendar dates in a learner's time zone. A day is an ISO date string (YYYY-MM-DD): "today" is the learner's
 * own date, so day arithmetic works on dates and never on instants, which keeps it right across daylight
 * saving changes (a day of 23 or 25 hours is still one day).
 */

export type LocalDay = string;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const partFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function partFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Each zone's date for the last minute asked: every request asks for its learner's today. */
const datesThisMinute = new Map<string, { minute: number; date: LocalDay }>();

/** The calendar date of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): LocalDay {
  // Every zone's offset since 1972 is a whole number of minutes, so its midnight starts a minute of UTC and a
  // minute has one date in a zone: formatting, the costly part, happens once a minute per zone.
  const minute = Math.floor(at.getTime() / 60_000);
  const kept = datesThisMinute.get(timeZone);
  if (kept?.minute === minute) return kept.date;
  const date = dateFormatter(timeZone).format(at);
  datesThisMinute.set(timeZone, { minute, date });
  return date;
}

function parseDay(day: LocalDay): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined || Number.isNaN(y + m + d)) throw new Error(`Not a date: ${day}`);
  return [y, m, d];
}

/** Days since 1970-01-01 of a date: the basis of all day arithmetic here. */
function dayIndex(day: LocalDay): number {
  const [y, m, d] = parseDay(day);
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

function fromIndex(index: number): LocalDay {
  return new Date(index * 86_400_000).toISOString().slice(0, 10);
}

export function addDays(day: LocalDay, days: number): LocalDay {
  return fromIndex(dayIndex(day) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDay, to: LocalDay): number {
  return dayIndex(to) - dayIndex(from);
}

/** 0 Sunday … 6 Saturday. */
export function dayOfWeek(day: LocalDay): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayIndex(day) + 4) % 7) + 7) % 7;
}

/** Saturdays and Sundays are off: learning days are weekdays. */
export function isWeekend(day: LocalDay): boolean {
  const weekday = dayOfWeek(day);
  return weekday === 0 || weekday === 6;
}

/** Weekdays from 1970-01-01 up to but not including `index`: a prefix count, so ranges cost O(1). */
function weekdaysBefore(index: number): number {
  const weeks = Math.floor(index / 7);
  let count = weeks * 5;
  // The days of the last, partial week, starting from a Thursday.
  for (let offset = 0; offset < index - weeks * 7; offset += 1) {
    const weekday = (4 + offset) % 7;
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/** Learning days (weekdays) from `from` to `to`, both included; 0 when `to` is before `from`. */
export function learningDaysBetween(from: LocalDay, to: LocalDay): number {
  const start = dayIndex(from);
  const end = dayIndex(to);
  return end < start ? 0 : weekdaysBefore(end + 1) - weekdaysBefore(start);
}

/** `day` itself when it is a learning day, otherwise the Monday after. */
export function nextLearningDay(day: LocalDay): LocalDay {
  let next = day;
  while (isWeekend(next)) next = addDays(next, 1);
  return next;
}

/** The instant at a wall-clock time of a date in a time zone (the later instant when the clock repeats). */
export function zonedInstant(day: LocalDay, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = parseDay(day);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  // The zone's offset at that wall time: format a guess, see how far off the wall clock it reads, correct.
  let guess = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const parts = partFormatter(timeZone).formatToParts(new Date(guess));
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
    guess += wall - shown;
  }
  return new Date(guess);
}
