import type { Body } from '@stride/api-sdk';
import type { GoalStaticSchedule } from './api';

/**
 * The goal static-schedule editor's model: the schedule as it is being edited, every change a pure step, so the
 * rules the server applies on save (docs/back-office-curriculum.md: Learn items then Do items, an item at most
 * once a day, the contract's limits per day) are kept while editing and each refusal is said at once.
 */

/** A day's two lists: Learn (activities and revisions) and Do (challenges). */
export type Lane = 'learn' | 'do';
export type ItemKind = 'activity' | 'revision' | 'challenge';

export interface DraftItem {
  /** Unique in the draft and kept through moves: React's key, the dragged item, the focus after a move. */
  key: string;
  kind: ItemKind;
  id: number;
  name: string;
}

export interface DraftDay {
  day_number: number;
  learn: DraftItem[];
  do: DraftItem[];
}

/** Where focus goes after a change: a control of an item, or a day's heading. */
export type FocusTarget = { key: string; control: ItemControl } | { day: number };
export type ItemControl = 'up' | 'down' | 'previous' | 'next';

export interface ScheduleDraft {
  days: DraftDay[];
  /** The schedule as last loaded or saved, to tell unsaved changes. */
  saved: string;
  /** What the last change did, or why it was refused, for the live region. */
  announcement: string;
  focus: FocusTarget | null;
  nextKey: number;
}

export type ScheduleAction =
  | { type: 'load'; schedule: GoalStaticSchedule }
  /** To another day (`toDay`), or within one, before `before` (the end when absent). */
  | { type: 'move'; key: string; toDay: number; before?: string; focus?: ItemControl }
  | { type: 'shift'; key: string; by: -1 | 1 }
  | { type: 'remove'; key: string }
  | { type: 'add'; day: number; kind: ItemKind; id: number; name: string };

/** The contract's limits per day (replaceGoalStaticSchedule). */
export const LANE_LIMITS: Record<Lane, number> = { learn: 20, do: 10 };
const laneNames: Record<Lane, string> = { learn: 'Learn', do: 'Do' };

export const laneOf = (kind: ItemKind): Lane => (kind === 'challenge' ? 'do' : 'learn');
/** Which content an item is: the same activity twice on one day is refused. */
export const identityOf = (item: { kind: ItemKind; id: number }) => `${item.kind}:${item.id}`;

/** The PUT body: every day once, in order, with its Learn and Do items in their order. */
export function scheduleBody(days: readonly DraftDay[]): Body<'replaceGoalStaticSchedule'> {
  return {
    days: days.map((day) => ({
      day_number: day.day_number,
      learn: day.learn.map((item) => ({ item_type: item.kind === 'revision' ? ('revision' as const) : ('activity' as const), id: item.id })),
      do: day.do.map((item) => ({ challenge_id: item.id })),
    })),
  };
}

/** A draft of a schedule as the server sent it (every day from 1 to the program's length). */
export function draftOf(schedule: GoalStaticSchedule): ScheduleDraft {
  let nextKey = 0;
  const key = () => `item-${(nextKey += 1)}`;
  const days = schedule.days.map((day) => ({
    day_number: day.day_number,
    learn: day.learn.map((item) => ({ key: key(), kind: item.item_type, id: item.id, name: item.name })),
    do: day.do.map((item) => ({ key: key(), kind: 'challenge' as const, id: item.challenge_id, name: item.name })),
  }));
  return { days, saved: JSON.stringify(scheduleBody(days)), announcement: '', focus: null, nextKey };
}

export const hasUnsavedChanges = (draft: ScheduleDraft) => JSON.stringify(scheduleBody(draft.days)) !== draft.saved;

/** The day and lane holding the item `key`, and its place there. */
function locate(days: readonly DraftDay[], key: string) {
  for (const [dayIndex, day] of days.entries()) {
    for (const lane of ['learn', 'do'] as const) {
      const index = day[lane].findIndex((item) => item.key === key);
      const item = day[lane][index];
      if (item) return { dayIndex, day, lane, index, item };
    }
  }
  return null;
}

/** Why `item` may not join `lane` of `day`, or null when it may. */
function refusal(day: DraftDay, lane: Lane, item: { key?: string; kind: ItemKind; id: number; name: string }): string | null {
  const others = day[lane].filter((other) => other.key !== item.key);
  if (others.some((other) => identityOf(other) === identityOf(item))) return `${item.name} is already on day ${day.day_number}.`;
  if (others.length >= LANE_LIMITS[lane]) return `Day ${day.day_number} already has ${LANE_LIMITS[lane]} ${laneNames[lane]} items.`;
  return null;
}

const withDay = (days: readonly DraftDay[], dayIndex: number, day: DraftDay) => days.map((current, index) => (index === dayIndex ? day : current));
const refuse = (draft: ScheduleDraft, announcement: string): ScheduleDraft => ({ ...draft, announcement, focus: null });

export function scheduleReducer(draft: ScheduleDraft, action: ScheduleAction): ScheduleDraft {
  switch (action.type) {
    case 'load':
      return draftOf(action.schedule);
    case 'move': {
      const from = locate(draft.days, action.key);
      const toIndex = draft.days.findIndex((day) => day.day_number === action.toDay);
      const target = draft.days[toIndex];
      if (!from || !target || action.before === action.key) return draft;
      const { item, lane } = from;
      const sameDay = toIndex === from.dayIndex;
      const why = sameDay ? null : refusal(target, lane, item);
      if (why) return refuse(draft, why);
      // Taken out first, so a place within the same day counts without it.
      const days = withDay(draft.days, from.dayIndex, { ...from.day, [lane]: from.day[lane].filter((other) => other.key !== item.key) });
      const destination = days[toIndex] ?? target;
      const items = destination[lane];
      const beforeIndex = action.before === undefined ? -1 : items.findIndex((other) => other.key === action.before);
      const at = beforeIndex === -1 ? items.length : beforeIndex;
      const moved = withDay(days, toIndex, { ...destination, [lane]: [...items.slice(0, at), item, ...items.slice(at)] });
      const announcement = sameDay
        ? `${item.name} moved to position ${at + 1} of ${items.length + 1} on day ${target.day_number}.`
        : `${item.name} moved to day ${target.day_number}.`;
      return { ...draft, days: moved, announcement, focus: action.focus ? { key: item.key, control: action.focus } : null };
    }
    case 'shift': {
      const from = locate(draft.days, action.key);
      if (!from) return draft;
      const items = from.day[from.lane];
      const next = items[from.index + action.by];
      if (!next) return draft;
      // Down by one is in front of the item after the next one (the end when there is none).
      const before = action.by === -1 ? next.key : items[from.index + 2]?.key;
      return scheduleReducer(draft, { type: 'move', key: action.key, toDay: from.day.day_number, before, focus: action.by === -1 ? 'up' : 'down' });
    }
    case 'remove': {
      const from = locate(draft.days, action.key);
      if (!from) return draft;
      const day = { ...from.day, [from.lane]: from.day[from.lane].filter((item) => item.key !== action.key) };
      return {
        ...draft,
        days: withDay(draft.days, from.dayIndex, day),
        announcement: `${from.item.name} removed from day ${day.day_number}.`,
        focus: { day: day.day_number },
      };
    }
    case 'add': {
      const dayIndex = draft.days.findIndex((day) => day.day_number === action.day);
      const day = draft.days[dayIndex];
      if (!day) return draft;
      const lane = laneOf(action.kind);
      const why = refusal(day, lane, action);
      if (why) return refuse(draft, why);
      const item: DraftItem = { key: `item-${draft.nextKey + 1}`, kind: action.kind, id: action.id, name: action.name };
      return {
        ...draft,
        days: withDay(draft.days, dayIndex, { ...day, [lane]: [...day[lane], item] }),
        announcement: `${action.name} added to day ${day.day_number}.`,
        focus: null,
        nextKey: draft.nextKey + 1,
      };
    }
  }
}
