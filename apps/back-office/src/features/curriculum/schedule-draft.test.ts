import { describe, expect, it } from 'vitest';
import { draftOf, hasUnsavedChanges, scheduleBody, scheduleReducer, type ScheduleDraft } from './schedule-draft';
import { aSchedule } from '../../testing/schedule-data';

const names = (draft: ScheduleDraft) => draft.days.map((day) => [day.learn.map((item) => item.name), day.do.map((item) => item.name)]);
const keyOf = (draft: ScheduleDraft, name: string) => {
  const item = draft.days.flatMap((day) => [...day.learn, ...day.do]).find((candidate) => candidate.name === name);
  if (!item) throw new Error(`No ${name}`);
  return item.key;
};

describe('the schedule draft', () => {
  const start = draftOf(aSchedule());

  it('sends every day in order with its Learn items then its Do items', () => {
    expect(scheduleBody(start.days)).toEqual({
      days: [
        { day_number: 1, learn: [{ item_type: 'activity', id: 5 }, { item_type: 'activity', id: 6 }], do: [{ challenge_id: 8 }] },
        { day_number: 2, learn: [{ item_type: 'revision', id: 3 }], do: [] },
        { day_number: 3, learn: [], do: [] },
      ],
    });
    expect(hasUnsavedChanges(start)).toBe(false);
  });

  it('moves an item to another day, at the end or before another item, and knows when it is back', () => {
    const moved = scheduleReducer(start, { type: 'move', key: keyOf(start, 'Trim the preamble'), toDay: 2, before: keyOf(start, 'Clarity week') });
    expect(names(moved)[1]).toEqual([['Trim the preamble', 'Clarity week'], []]);
    expect(moved.announcement).toBe('Trim the preamble moved to day 2.');
    expect(hasUnsavedChanges(moved)).toBe(true);
    const back = scheduleReducer(moved, { type: 'move', key: keyOf(start, 'Trim the preamble'), toDay: 1 });
    expect(hasUnsavedChanges(back)).toBe(false);
  });

  it('reorders within a day and does nothing past either end', () => {
    const down = scheduleReducer(start, { type: 'shift', key: keyOf(start, 'Lead with the point'), by: 1 });
    expect(names(down)[0]).toEqual([['Trim the preamble', 'Lead with the point'], ['Send a one-line ask']]);
    expect(down.announcement).toBe('Lead with the point moved to position 2 of 2 on day 1.');
    expect(scheduleReducer(down, { type: 'shift', key: keyOf(start, 'Lead with the point'), by: 1 })).toBe(down);
  });

  it('refuses the same item twice on a day, and a day over the limit', () => {
    const added = scheduleReducer(start, { type: 'add', day: 1, kind: 'activity', id: 5, name: 'Lead with the point' });
    expect(added.days).toBe(start.days);
    expect(added.announcement).toBe('Lead with the point is already on day 1.');
    let full = start;
    for (let id = 100; id < 110; id += 1) full = scheduleReducer(full, { type: 'add', day: 3, kind: 'challenge', id, name: `Challenge ${id}` });
    const over = scheduleReducer(full, { type: 'move', key: keyOf(start, 'Send a one-line ask'), toDay: 3 });
    expect(over.announcement).toBe('Day 3 already has 10 Do items.');
    expect(over.days).toBe(full.days);
  });

  it('adds to the end of the right list and removes', () => {
    const added = scheduleReducer(start, { type: 'add', day: 3, kind: 'challenge', id: 9, name: 'Cut a meeting' });
    expect(names(added)[2]).toEqual([[], ['Cut a meeting']]);
    const removed = scheduleReducer(added, { type: 'remove', key: keyOf(start, 'Clarity week') });
    expect(names(removed)[1]).toEqual([[], []]);
    expect(removed.announcement).toBe('Clarity week removed from day 2.');
    expect(removed.focus).toEqual({ day: 2 });
  });
});
