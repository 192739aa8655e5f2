import { and, asc, count, countDistinct, eq, max, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../testing/test-database';
import {
  activities,
  challengeStepComponents,
  challengeSteps,
  goalActivities,
  goalScheduleItems,
  goals,
  programs,
  questionOptions,
  questions,
  revisionQuestions,
} from '../db/schema/index';
import type { ProgramContent } from '@stride/demo-content';
import { fixtureContent, fixtureProgram } from './fixtures/mini-content';
import { seedWith } from './index';

// The loader against a small fixture curriculum, independent of the real demo content.

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

async function optionsOf(activityCode: string) {
  return handle.db
    .select({
      type: questions.type,
      position: questionOptions.position,
      text: questionOptions.option_text,
      correct: questionOptions.is_correct,
    })
    .from(questions)
    .innerJoin(activities, eq(activities.id, questions.activity_id))
    .innerJoin(questionOptions, eq(questionOptions.question_id, questions.id))
    .where(eq(activities.code, activityCode))
    .orderBy(asc(questions.position), asc(questionOptions.position));
}

describe('curriculum loader', () => {
  it('loads the fixture and is idempotent', async () => {
    const first = await seedWith(handle.db, fixtureContent, new Date());
    const second = await seedWith(handle.db, fixtureContent, new Date());
    expect(second.counts).toEqual(first.counts);
    expect(second.createdAccounts).toEqual([]);
    expect(first.counts['programs']).toBe(2);
    expect(first.counts['tips']).toBe(3);
    expect(first.counts['context_cards']).toBe(2);
  });

  it('stores every question type with its components', async () => {
    const rows = await optionsOf('fx-act-1');
    expect(rows.filter((row) => row.type === 'mcq').map((row) => row.correct)).toEqual([false, true, false]);
    expect(rows.filter((row) => row.type === 'fill_blanks').map((row) => [row.text, row.correct])).toEqual([
      ['point', true],
      ['conclusion', true],
    ]);
    // Order items are stored at their correct position.
    expect(rows.filter((row) => row.type === 'order').map((row) => [row.position, row.text])).toEqual([
      [1, 'Give context'],
      [2, 'Make the ask'],
      [3, 'Agree the next step'],
    ]);
    expect(rows.some((row) => row.type === 'flashcard')).toBe(false);
  });

  it('writes a full schedule per goal and lists the activities it uses', async () => {
    const days = await handle.db
      .select({
        code: goals.code,
        days: countDistinct(goalScheduleItems.day_number),
        first: min(goalScheduleItems.day_number),
        last: max(goalScheduleItems.day_number),
      })
      .from(goalScheduleItems)
      .innerJoin(goals, eq(goals.id, goalScheduleItems.goal_id))
      .groupBy(goals.code)
      .orderBy(goals.code);
    expect(days).toEqual([
      { code: 'fx-goal-clear', days: 14, first: 1, last: 14 },
      { code: 'fx-goal-listen', days: 14, first: 1, last: 14 },
      { code: 'fx-s-goal', days: 10, first: 1, last: 10 },
    ]);
    const [clear] = await handle.db.select({ id: goals.id }).from(goals).where(eq(goals.code, 'fx-goal-clear'));
    const listed = await handle.db
      .select({ code: activities.code })
      .from(goalActivities)
      .innerJoin(activities, eq(activities.id, goalActivities.activity_id))
      .where(eq(goalActivities.goal_id, clear?.id ?? 0))
      .orderBy(activities.code);
    expect(listed.map((row) => row.code)).toEqual(['fx-act-1', 'fx-act-2', 'fx-act-3']);
  });

  it('prunes positional children when the content shrinks, and leaves operator switches alone', async () => {
    await handle.db.update(programs).set({ active: false }).where(eq(programs.code, fixtureProgram.code));
    const [first, ...rest] = fixtureProgram.activities;
    const firstMcq = first?.questions[0];
    if (!first || firstMcq?.type !== 'mcq') throw new Error('fixture changed');
    const shrunk: ProgramContent = {
      ...fixtureProgram,
      description: 'Changed description.',
      activities: [
        { ...first, questions: [{ ...firstMcq, options: firstMcq.options.slice(0, 2) }, ...first.questions.slice(1)] },
        ...rest,
      ],
      revisions: fixtureProgram.revisions.map((revision) => ({
        ...revision,
        questions: revision.questions.slice(0, 1),
      })),
      challenges: fixtureProgram.challenges.map((challenge) => ({
        ...challenge,
        steps: challenge.steps.map((step) =>
          step.step_type === 'scale_or_rating' ? { ...step, options: ['Low', 'High'] } : step,
        ),
      })),
      goals: fixtureProgram.goals.map((goal) => ({
        ...goal,
        schedule: goal.schedule.map((day) => ({ learn: day.learn.slice(0, 1), do: day.do })),
      })),
    };
    await seedWith(handle.db, { ...fixtureContent, programs: [shrunk, ...fixtureContent.programs.slice(1)] }, new Date());

    const [program] = await handle.db.select().from(programs).where(eq(programs.code, fixtureProgram.code));
    expect(program?.description).toBe('Changed description.');
    expect(program?.active).toBe(false);
    expect((await optionsOf('fx-act-1')).filter((row) => row.type === 'mcq')).toHaveLength(2);
    const [links] = await handle.db.select({ n: count() }).from(revisionQuestions);
    expect(links?.n).toBe(1);
    const scale = await handle.db
      .select({ text: challengeStepComponents.option_text })
      .from(challengeStepComponents)
      .innerJoin(challengeSteps, eq(challengeSteps.id, challengeStepComponents.challenge_step_id))
      .where(eq(challengeSteps.step_type, 'scale_or_rating'))
      .orderBy(challengeStepComponents.position);
    expect(scale.map((row) => row.text)).toEqual(['Low', 'High']);
    // Day 2 of the first goal had an activity and a revision; now only the activity.
    const [clear] = await handle.db.select({ id: goals.id }).from(goals).where(eq(goals.code, 'fx-goal-clear'));
    const day2 = await handle.db
      .select()
      .from(goalScheduleItems)
      .where(and(eq(goalScheduleItems.goal_id, clear?.id ?? 0), eq(goalScheduleItems.day_number, 2)));
    expect(day2).toHaveLength(1);
    expect(day2[0]).toMatchObject({ position: 1, revision_id: null, challenge_id: null });
    expect(day2[0]?.activity_id).not.toBeNull();
  });

  it('rejects content that refers to unknown codes or has the wrong number of days, and writes nothing', async () => {
    const scheduleSize = async () => (await handle.db.select({ n: count() }).from(goalScheduleItems))[0]?.n;
    const before = await scheduleSize();
    const badRef: ProgramContent = {
      ...fixtureProgram,
      goals: fixtureProgram.goals.map((goal) => ({
        ...goal,
        schedule: goal.schedule.map(() => ({ learn: ['nope'], do: [] })),
      })),
    };
    await expect(seedWith(handle.db, { ...fixtureContent, programs: [badRef] }, new Date())).rejects.toThrow(
      /unknown activity or revision "nope"/,
    );
    const shortSchedule: ProgramContent = {
      ...fixtureProgram,
      goals: fixtureProgram.goals.map((goal) => ({ ...goal, schedule: goal.schedule.slice(0, 3) })),
    };
    await expect(seedWith(handle.db, { ...fixtureContent, programs: [shortSchedule] }, new Date())).rejects.toThrow(
      /3 days of schedule, expected 14/,
    );
    // Both runs rolled back as a whole.
    expect(await scheduleSize()).toBe(before);
  });
});
