import { http } from '@stride/api-sdk/testing';
import type { Activity, Goal, Reading, Revision, Subtopic, Topic } from '../features/curriculum/api';

/** Curriculum items as the server lists them, for the screens' tests. */
export const aTopic = (overrides: Partial<Topic> = {}): Topic => ({
  id: 1,
  code: 'clarity',
  name: 'Clarity',
  description: 'Say what matters first.',
  active: true,
  ...overrides,
});

export const aSubtopic = (overrides: Partial<Subtopic> = {}): Subtopic => ({
  id: 10,
  code: 'bluf',
  name: 'Bottom line up front',
  description: 'Lead with the conclusion.',
  topic_id: 1,
  active: true,
  ...overrides,
});

export const aGoal = (overrides: Partial<Goal> = {}): Goal => ({
  id: 11,
  code: 'messages',
  name: 'Write messages people act on',
  description: 'Short, clear, with one ask.',
  program_id: 1,
  active: true,
  goal_topic_maps: [{ topic: { id: 1, name: 'Clarity' } }],
  ...overrides,
});

export const anActivity = (overrides: Partial<Activity> = {}): Activity => ({
  id: 5,
  code: 'lead-with-point',
  name: 'Lead with the point',
  description: 'Put the ask in the first line.',
  type: 'learn',
  reattempt_after_days: 3,
  same_day_bonus: 5,
  same_day_all_correct_bonus: 10,
  all_correct_bonus: 5,
  reading_id: null,
  subtopic_id: null,
  active: true,
  questions: [],
  ...overrides,
});

export const aReading = (overrides: Partial<Reading> = {}): Reading => ({
  id: 4,
  reading_title: 'Why the point goes first',
  reading_text: 'Readers decide in the first line whether to read on.',
  subtopic_id: 10,
  active: true,
  ...overrides,
});

/** A revision asking two questions of "Lead with the point" (activity 5), a flashcard first. */
export const aRevision = (overrides: Partial<Revision> = {}): Revision => ({
  id: 3,
  code: 'clarity-week',
  name: 'Clarity week',
  description: 'The week\'s points, asked again.',
  active: true,
  questions: [
    { id: 22, type: 'flashcard', stem: 'BLUF', activity_id: 5, activity_name: 'Lead with the point' },
    { id: 21, type: 'mcq', stem: 'Where does the point go?', activity_id: 5, activity_name: 'Lead with the point' },
  ],
  ...overrides,
});

/**
 * The lists the curriculum list screens' filters load (Program, Goal, Topic), empty: for tests about
 * something else. A test's own handlers for them come first.
 */
export const filterListHandlers = () => [
  http.get('/program/all', ({ response }) => response(200).json([])),
  http.get('/goal/all', ({ response }) => response(200).json([])),
  http.get('/topic/all', ({ response }) => response(200).json([])),
];
