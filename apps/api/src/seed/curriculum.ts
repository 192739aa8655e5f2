import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  activities,
  assessmentOptions,
  assessmentQuestions,
  challengeStepComponents,
  challengeSteps,
  challenges,
  contextCards,
  goalActivities,
  goalScheduleItems,
  goalTopicMaps,
  goals,
  programs,
  questionOptions,
  questions,
  readings,
  revisionQuestions,
  revisions,
  subtopics,
  tips,
  topics,
} from '../db/schema/index';
import type { ContextCardContent, ProgramContent, QuestionContent } from '@stride/demo-content';
import type { SeedContent, SeedTx } from './types';

// Loads the demo curriculum. Every row is upserted by its natural key (a code, or parent and position), so a
// second run rewrites the same values and adds nothing. Content fields follow the files; `active` is left as
// it is in the database, since switching content on and off is an operator's decision. Positional children
// that nothing else points at (options, step components, schedule items, revision questions, goal topic and
// activity links) are pruned when the content shrinks; rows that learner records point at are never deleted.

/** Upserting a row sets these columns to the incoming values. */
function excluded<T extends PgTable>(_table: T, columns: (keyof T['$inferInsert'] & string)[]) {
  return Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded."${column}"`)])) as Partial<
    Record<keyof T['$inferInsert'], SQL>
  >;
}

/** Splits rows into statements of a size well under PostgreSQL's 65535 parameters. */
function chunks<T>(rows: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Deletes the children of each parent whose position is beyond the number kept: `keep` rows are the
 * parent key values followed by that number.
 */
async function pruneBeyond(tx: SeedTx, table: PgTable, parents: PgColumn[], position: PgColumn, keep: number[][]) {
  if (keep.length === 0) return;
  const names = [...parents.map((_, i) => `p${i}`), 'n'];
  const values = sql.join(
    keep.map((row) => sql`(${sql.join(row.map((value) => sql`${value}::int`), sql`, `)})`),
    sql`, `,
  );
  const match = sql.join(
    parents.map((column, i) => sql`${column} = keep.${sql.raw(`p${i}`)}`),
    sql` and `,
  );
  await tx.execute(
    sql`delete from ${table} using (values ${values}) as keep(${sql.raw(names.join(', '))})
      where ${match} and ${position} > keep.n`,
  );
}

function lookup(map: Map<string, number>, code: string, what: string, where: string): number {
  const id = map.get(code);
  if (id === undefined) throw new Error(`Seed content: ${where} refers to unknown ${what} "${code}"`);
  return id;
}

function questionComponents(question: QuestionContent): { option_text: string; is_correct: boolean }[] {
  switch (question.type) {
    case 'mcq':
      return question.options.map((option) => ({ option_text: option.text, is_correct: option.correct }));
    case 'fill_blanks':
      return question.answers.map((answer) => ({ option_text: answer, is_correct: true }));
    case 'order':
      return question.items.map((item) => ({ option_text: item, is_correct: true }));
    case 'flashcard':
      return [];
  }
}

/** Loads one program with everything under it; returns its goals' ids by code. */
async function loadProgram(tx: SeedTx, program: ProgramContent): Promise<Map<string, number>> {
  const where = `program ${program.code}`;

  const [programRow] = await tx
    .insert(programs)
    .values({
      code: program.code,
      name: program.name,
      description: program.description,
      display_image_url: program.display_image_url,
      program_type: program.program_type,
      proficiency: program.proficiency,
      number_of_days: program.number_of_days,
    })
    .onConflictDoUpdate({
      target: programs.code,
      set: excluded(programs, [
        'name',
        'description',
        'display_image_url',
        'program_type',
        'proficiency',
        'number_of_days',
      ]),
    })
    .returning({ id: programs.id });
  if (!programRow) throw new Error(`Seed: ${where} was not written`);
  const programId = programRow.id;

  // Topics, subtopics, readings.
  const topicIds = new Map<string, number>();
  if (program.topics.length > 0) {
    const rows = await tx
      .insert(topics)
      .values(program.topics.map(({ code, name, description }) => ({ code, name, description })))
      .onConflictDoUpdate({ target: topics.code, set: excluded(topics, ['name', 'description']) })
      .returning({ id: topics.id, code: topics.code });
    for (const row of rows) topicIds.set(row.code, row.id);
  }

  const subtopicIds = new Map<string, number>();
  const subtopicRows = program.topics.flatMap((topic) =>
    topic.subtopics.map(({ code, name, description }) => ({
      code,
      name,
      description,
      topic_id: lookup(topicIds, topic.code, 'topic', where),
    })),
  );
  if (subtopicRows.length > 0) {
    const rows = await tx
      .insert(subtopics)
      .values(subtopicRows)
      .onConflictDoUpdate({ target: subtopics.code, set: excluded(subtopics, ['name', 'description', 'topic_id']) })
      .returning({ id: subtopics.id, code: subtopics.code });
    for (const row of rows) subtopicIds.set(row.code, row.id);
  }

  const readingIds = new Map<string, number>();
  const readingRows = program.topics.flatMap((topic) =>
    topic.subtopics.flatMap((subtopic) =>
      subtopic.readings.map(({ code, reading_title, reading_text }) => ({
        code,
        reading_title,
        reading_text,
        subtopic_id: lookup(subtopicIds, subtopic.code, 'subtopic', where),
      })),
    ),
  );
  if (readingRows.length > 0) {
    const rows = await tx
      .insert(readings)
      .values(readingRows)
      .onConflictDoUpdate({
        target: readings.code,
        set: excluded(readings, ['reading_title', 'reading_text', 'subtopic_id']),
      })
      .returning({ id: readings.id, code: readings.code });
    for (const row of rows) if (row.code !== null) readingIds.set(row.code, row.id);
  }

  // Activities, their questions and the questions' components.
  const activityIds = new Map<string, number>();
  if (program.activities.length > 0) {
    const rows = await tx
      .insert(activities)
      .values(
        program.activities.map((activity) => ({
          code: activity.code,
          name: activity.name,
          description: activity.description,
          type: 'learn' as const,
          reattempt_after_days: activity.reattempt_after_days,
          same_day_bonus: activity.same_day_bonus,
          same_day_all_correct_bonus: activity.same_day_all_correct_bonus,
          all_correct_bonus: activity.all_correct_bonus,
          subtopic_id: lookup(subtopicIds, activity.subtopic, 'subtopic', `${where}, activity ${activity.code}`),
          reading_id:
            activity.reading === null
              ? null
              : lookup(readingIds, activity.reading, 'reading', `${where}, activity ${activity.code}`),
        })),
      )
      .onConflictDoUpdate({
        target: activities.code,
        set: excluded(activities, [
          'name',
          'description',
          'type',
          'reattempt_after_days',
          'same_day_bonus',
          'same_day_all_correct_bonus',
          'all_correct_bonus',
          'subtopic_id',
          'reading_id',
        ]),
      })
      .returning({ id: activities.id, code: activities.code });
    for (const row of rows) activityIds.set(row.code, row.id);
  }

  const questionRows = program.activities.flatMap((activity) =>
    activity.questions.map((question, index) => ({
      activity_id: lookup(activityIds, activity.code, 'activity', where),
      position: index + 1,
      type: question.type,
      stem: question.stem,
      comment: question.comment,
      points: question.points,
    })),
  );
  /** Question ids by `${activity_id}:${position}`. */
  const questionIds = new Map<string, number>();
  for (const batch of chunks(questionRows)) {
    const rows = await tx
      .insert(questions)
      .values(batch)
      .onConflictDoUpdate({
        target: [questions.activity_id, questions.position],
        set: excluded(questions, ['type', 'stem', 'comment', 'points']),
      })
      .returning({ id: questions.id, activity_id: questions.activity_id, position: questions.position });
    for (const row of rows) questionIds.set(`${row.activity_id}:${row.position}`, row.id);
  }

  const optionRows: (typeof questionOptions.$inferInsert)[] = [];
  const optionsKept: number[][] = [];
  for (const activity of program.activities) {
    const activityId = lookup(activityIds, activity.code, 'activity', where);
    activity.questions.forEach((question, index) => {
      const questionId = lookup(questionIds, `${activityId}:${index + 1}`, 'question', where);
      const components = questionComponents(question);
      components.forEach((component, i) => optionRows.push({ question_id: questionId, position: i + 1, ...component }));
      optionsKept.push([questionId, components.length]);
    });
  }
  for (const batch of chunks(optionRows)) {
    await tx
      .insert(questionOptions)
      .values(batch)
      .onConflictDoUpdate({
        target: [questionOptions.question_id, questionOptions.position],
        set: excluded(questionOptions, ['option_text', 'is_correct']),
      });
  }
  await pruneBeyond(tx, questionOptions, [questionOptions.question_id], questionOptions.position, optionsKept);

  // Revisions re-use questions of this program's activities.
  const revisionIds = new Map<string, number>();
  if (program.revisions.length > 0) {
    const rows = await tx
      .insert(revisions)
      .values(program.revisions.map(({ code, name, description }) => ({ code, name, description })))
      .onConflictDoUpdate({ target: revisions.code, set: excluded(revisions, ['name', 'description']) })
      .returning({ id: revisions.id, code: revisions.code });
    for (const row of rows) revisionIds.set(row.code, row.id);
    const links = program.revisions.flatMap((revision) =>
      revision.questions.map((ref, index) => {
        const at = `${where}, revision ${revision.code}`;
        const activityId = lookup(activityIds, ref.activity, 'activity', at);
        return {
          revision_id: lookup(revisionIds, revision.code, 'revision', where),
          question_id: lookup(questionIds, `${activityId}:${ref.index + 1}`, 'question (activity id:position)', at),
          position: index + 1,
        };
      }),
    );
    for (const batch of chunks(links)) {
      await tx
        .insert(revisionQuestions)
        .values(batch)
        .onConflictDoUpdate({
          target: [revisionQuestions.revision_id, revisionQuestions.position],
          set: excluded(revisionQuestions, ['question_id']),
        });
    }
    await pruneBeyond(
      tx,
      revisionQuestions,
      [revisionQuestions.revision_id],
      revisionQuestions.position,
      program.revisions.map((revision) => [
        lookup(revisionIds, revision.code, 'revision', where),
        revision.questions.length,
      ]),
    );
  }

  // Challenges with their steps and the steps' components.
  const challengeIds = new Map<string, number>();
  if (program.challenges.length > 0) {
    const rows = await tx
      .insert(challenges)
      .values(
        program.challenges.map((challenge) => ({
          code: challenge.code,
          name: challenge.name,
          description: challenge.description,
          type: challenge.type,
          calender_required: challenge.calender_required,
          time_required_in_minutes: challenge.time_required_in_minutes,
          reward_points: challenge.reward_points,
          template_url: challenge.template_url,
        })),
      )
      .onConflictDoUpdate({
        target: challenges.code,
        set: excluded(challenges, [
          'name',
          'description',
          'type',
          'calender_required',
          'time_required_in_minutes',
          'reward_points',
          'template_url',
        ]),
      })
      .returning({ id: challenges.id, code: challenges.code });
    for (const row of rows) challengeIds.set(row.code, row.id);
  }

  const stepRows = program.challenges.flatMap((challenge) =>
    challenge.steps.map((step, index) => ({
      challenge_id: lookup(challengeIds, challenge.code, 'challenge', where),
      position: index + 1,
      step_type: step.step_type,
      step_display: step.step_display,
      image_url: step.step_type === 'visual_flash_card' ? step.image_url : null,
    })),
  );
  /** Step ids by `${challenge_id}:${position}`. */
  const stepIds = new Map<string, number>();
  for (const batch of chunks(stepRows)) {
    const rows = await tx
      .insert(challengeSteps)
      .values(batch)
      .onConflictDoUpdate({
        target: [challengeSteps.challenge_id, challengeSteps.position],
        set: excluded(challengeSteps, ['step_type', 'step_display', 'image_url']),
      })
      .returning({
        id: challengeSteps.id,
        challenge_id: challengeSteps.challenge_id,
        position: challengeSteps.position,
      });
    for (const row of rows) stepIds.set(`${row.challenge_id}:${row.position}`, row.id);
  }

  const componentRows: (typeof challengeStepComponents.$inferInsert)[] = [];
  const componentsKept: number[][] = [];
  for (const challenge of program.challenges) {
    const challengeId = lookup(challengeIds, challenge.code, 'challenge', where);
    challenge.steps.forEach((step, index) => {
      const stepId = lookup(stepIds, `${challengeId}:${index + 1}`, 'challenge step', where);
      const components =
        step.step_type === 'mcq'
          ? step.options.map((option) => ({ option_text: option.text, is_correct: option.correct }))
          : step.step_type === 'scale_or_rating'
            ? step.options.map((option) => ({ option_text: option, is_correct: false }))
            : [];
      components.forEach((component, i) =>
        componentRows.push({ challenge_step_id: stepId, position: i + 1, ...component }),
      );
      componentsKept.push([stepId, components.length]);
    });
  }
  for (const batch of chunks(componentRows)) {
    await tx
      .insert(challengeStepComponents)
      .values(batch)
      .onConflictDoUpdate({
        target: [challengeStepComponents.challenge_step_id, challengeStepComponents.position],
        set: excluded(challengeStepComponents, ['option_text', 'is_correct']),
      });
  }
  await pruneBeyond(
    tx,
    challengeStepComponents,
    [challengeStepComponents.challenge_step_id],
    challengeStepComponents.position,
    componentsKept,
  );

  // Goals with their topics, static schedule and goal-activity listing.
  const goalIds = new Map<string, number>();
  if (program.goals.length > 0) {
    const rows = await tx
      .insert(goals)
      .values(program.goals.map(({ code, name, description }) => ({ code, name, description, program_id: programId })))
      .onConflictDoUpdate({ target: goals.code, set: excluded(goals, ['name', 'description', 'program_id']) })
      .returning({ id: goals.id, code: goals.code });
    for (const row of rows) goalIds.set(row.code, row.id);
  }

  for (const goal of program.goals) {
    const at = `${where}, goal ${goal.code}`;
    const goalId = lookup(goalIds, goal.code, 'goal', where);
    if (goal.schedule.length !== program.number_of_days) {
      throw new Error(
        `Seed content: ${at} has ${goal.schedule.length} days of schedule, expected ${program.number_of_days}`,
      );
    }

    const topicIdsOfGoal = goal.topics.map((code) => lookup(topicIds, code, 'topic', at));
    if (topicIdsOfGoal.length > 0) {
      await tx
        .insert(goalTopicMaps)
        .values(topicIdsOfGoal.map((topic_id) => ({ goal_id: goalId, topic_id })))
        .onConflictDoNothing();
    }
    await tx
      .delete(goalTopicMaps)
      .where(and(eq(goalTopicMaps.goal_id, goalId), notInArray(goalTopicMaps.topic_id, topicIdsOfGoal)));

    const items: (typeof goalScheduleItems.$inferInsert)[] = [];
    const itemsKept: number[][] = [];
    goal.schedule.forEach((day, index) => {
      const dayNumber = index + 1;
      const dayAt = `${at}, day ${dayNumber}`;
      const dayItems = [
        ...day.learn.map((code) => {
          const activityId = activityIds.get(code);
          if (activityId !== undefined) return { activity_id: activityId };
          return { revision_id: lookup(revisionIds, code, 'activity or revision', dayAt) };
        }),
        ...day.do.map((code) => ({ challenge_id: lookup(challengeIds, code, 'challenge', dayAt) })),
      ];
      dayItems.forEach((item, i) =>
        items.push({
          goal_id: goalId,
          day_number: dayNumber,
          position: i + 1,
          activity_id: null,
          revision_id: null,
          challenge_id: null,
          ...item,
        }),
      );
      itemsKept.push([goalId, dayNumber, dayItems.length]);
    });
    for (const batch of chunks(items)) {
      await tx
        .insert(goalScheduleItems)
        .values(batch)
        .onConflictDoUpdate({
          target: [goalScheduleItems.goal_id, goalScheduleItems.day_number, goalScheduleItems.position],
          // The schedule as it stands (the unique index leaves out rows retired by the back office).
          targetWhere: sql`${goalScheduleItems.retired_at} is null`,
          set: excluded(goalScheduleItems, ['activity_id', 'revision_id', 'challenge_id']),
        });
    }
    await pruneBeyond(
      tx,
      goalScheduleItems,
      [goalScheduleItems.goal_id, goalScheduleItems.day_number],
      goalScheduleItems.position,
      itemsKept,
    );
    await tx
      .delete(goalScheduleItems)
      .where(
        and(eq(goalScheduleItems.goal_id, goalId), sql`${goalScheduleItems.day_number} > ${program.number_of_days}`),
      );

    const usedActivityIds = [...new Set(items.flatMap((item) => (item.activity_id ? [item.activity_id] : [])))];
    if (usedActivityIds.length > 0) {
      await tx
        .insert(goalActivities)
        .values(usedActivityIds.map((activity_id) => ({ goal_id: goalId, activity_id })))
        .onConflictDoNothing();
    }
    await tx
      .delete(goalActivities)
      .where(and(eq(goalActivities.goal_id, goalId), notInArray(goalActivities.activity_id, usedActivityIds)));
  }

  // Personality assessment: each option adds its points to a goal of this program.
  if (program.assessment.length > 0) {
    const rows = await tx
      .insert(assessmentQuestions)
      .values(
        program.assessment.map(({ stem }, index) => ({ program_id: programId, position: index + 1, stem })),
      )
      .onConflictDoUpdate({
        target: [assessmentQuestions.program_id, assessmentQuestions.position],
        set: excluded(assessmentQuestions, ['stem']),
      })
      .returning({ id: assessmentQuestions.id, position: assessmentQuestions.position });
    const questionIdByPosition = new Map(rows.map((row) => [row.position, row.id]));
    const options = program.assessment.flatMap((question, index) =>
      question.options.map((option, i) => ({
        question_id: questionIdByPosition.get(index + 1) ?? 0,
        position: i + 1,
        option_text: option.text,
        points: option.points,
        goal_id: lookup(goalIds, option.goal, 'goal of this program', `${where}, assessment question ${index + 1}`),
      })),
    );
    await tx
      .insert(assessmentOptions)
      .values(options)
      .onConflictDoUpdate({
        target: [assessmentOptions.question_id, assessmentOptions.position],
        set: excluded(assessmentOptions, ['option_text', 'points', 'goal_id']),
      });
  }

  return goalIds;
}

async function loadTips(tx: SeedTx, tipTexts: string[]) {
  if (tipTexts.length === 0) return;
  await tx
    .insert(tips)
    .values(tipTexts.map((tip_text) => ({ tip_text })))
    .onConflictDoNothing({ target: tips.tip_text });
}

async function loadContextCards(tx: SeedTx, cards: ContextCardContent[], goalIds: Map<string, number>) {
  if (cards.length === 0) return;
  const rows = cards.map((card) => ({
    code: card.code,
    context_card_display_name: card.context_card_display_name,
    card_title: card.card_title,
    card_display_text: card.card_display_text,
    image_url: card.image_url,
    image_display_position: card.image_display_position,
    goal_id: lookup(goalIds, card.goal, 'goal', `context card ${card.code}`),
    day_number: card.day_number,
  }));
  await tx
    .insert(contextCards)
    .values(rows)
    .onConflictDoUpdate({
      target: contextCards.code,
      set: excluded(contextCards, [
        'context_card_display_name',
        'card_title',
        'card_display_text',
        'image_url',
        'image_display_position',
        'goal_id',
        'day_number',
      ]),
    });
}

/** Loads programs (with everything under them), tips and context cards. */
export async function loadCurriculum(tx: SeedTx, content: SeedContent): Promise<void> {
  const goalIds = new Map<string, number>();
  for (const program of content.programs) {
    for (const [code, id] of await loadProgram(tx, program)) goalIds.set(code, id);
  }
  // Context cards may name goals seeded earlier from other content.
  const missing = [...new Set(content.contextCards.map((card) => card.goal))].filter((code) => !goalIds.has(code));
  if (missing.length > 0) {
    const rows = await tx.select({ id: goals.id, code: goals.code }).from(goals).where(inArray(goals.code, missing));
    for (const row of rows) goalIds.set(row.code, row.id);
  }
  await loadTips(tx, content.tips);
  await loadContextCards(tx, content.contextCards, goalIds);
}
