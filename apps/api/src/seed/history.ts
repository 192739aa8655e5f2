import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  activities,
  assessmentOptions,
  assessmentQuestions,
  assessmentResponses,
  challengeStepComponents,
  challengeSteps,
  challenges,
  flashcards,
  goalScheduleItems,
  goals,
  learningDays,
  notes,
  notifications,
  pointsEvents,
  programEnrollments,
  programs,
  questionOptions,
  questionResponses,
  questions,
  revisionQuestions,
  savedReadings,
  savedTips,
  tips,
  todos,
  userActivities,
  userChallenges,
  userChallengeSteps,
  userGoals,
  userRevisions,
  users,
} from '../db/schema/index';
import { addDays, isWeekend, localDate, zonedInstant } from '../lib/local-days';
import { isScheduledOn, type GoalTimeline } from '../services/goals/goal-calendar';
import { awardEvents, awardFor, NO_BONUSES, type AnsweredQuestion, type Award } from '../services/learn/attempt-rules';
import { rebuildStreaks } from '../services/learner-stats/learner-stats';
import type { DemoAccounts, DemoUserKey } from './accounts';
import { keepHistoryRecent } from './recent-history';
import type { SeedTx } from './types';

// A believable past for the demo learners, written once, when their accounts are created, with dates counted
// back from that moment in the learner's time zone, and kept recent on later runs. Only weekdays are learning
// days; "today" is left untouched so the demo can start with today's items still to do. The seed is a client
// of the domain here: what an attempt earns is the players' award rule (learn/attempt-rules.ts) on the day it
// was done, and the streaks are the dashboard's rebuild from the learning days (learner-stats).

const TIME_ZONE = 'Asia/Kolkata';
const MINUTE = 60 * 1000;

/** back[n] is the n-th learning day (weekday) before today; back[0] is today itself. */
function learningDaysBack(today: string, count: number): string[] {
  const back = [today];
  let day = today;
  while (back.length <= count) {
    day = addDays(day, -1);
    if (!isWeekend(day)) back.push(day);
  }
  return back;
}

// ---- Plans -----------------------------------------------------------------------------------------------

interface GoalPlan {
  programType: 'program' | 'sprint';
  /** Which program of that type (by id): 0 for the first. */
  programIndex: number;
  /** Which goal of that program (by id), falling back to its first goal. */
  goalIndex: number;
  /** Day 1 of the goal was this many learning days before today. */
  startBack: number;
  /** Learning days before today on which that day's Learn items were done. */
  activeBack: number[];
  /** Every n-th activity gets one answer wrong, so scores vary. */
  wrongEvery: number;
  /** Challenges completed, on the earliest active days that have one. */
  challenges: number;
  /** Every item was done and the goal is marked completed (its certificate can be downloaded). */
  completed?: boolean;
  /** The challenge of the day this many learning days back is scheduled for later today, not done yet. */
  scheduledBack?: number;
}

/**
 * The learner: a sprint completed a few weeks ago (its certificate is ready), a program goal started 12
 * learning days ago, done on the last 5 learning days (the streak) and on 4 days before a missed one, and a
 * sprint started 3 learning days ago. Teammates give the leaderboard some competition.
 */
const plans: Partial<Record<DemoUserKey, GoalPlan[]>> = {
  learner: [
    {
      programType: 'sprint',
      programIndex: 1,
      goalIndex: 0,
      startBack: 26,
      activeBack: [26, 25, 24, 23, 22, 21, 20, 19, 18, 17],
      wrongEvery: 5,
      challenges: 10,
      completed: true,
    },
    {
      programType: 'program',
      programIndex: 0,
      goalIndex: 0,
      startBack: 12,
      activeBack: [1, 2, 3, 4, 5, 7, 8, 9, 10],
      wrongEvery: 3,
      challenges: 1,
    },
    { programType: 'sprint', programIndex: 0, goalIndex: 0, startBack: 3, activeBack: [1, 2, 3], wrongEvery: 4, challenges: 0, scheduledBack: 1 },
  ],
  priya: [
    {
      programType: 'program',
      programIndex: 0,
      goalIndex: 1,
      startBack: 11,
      activeBack: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      wrongEvery: 2,
      challenges: 1,
    },
  ],
  arjun: [
    {
      programType: 'program',
      programIndex: 0,
      goalIndex: 0,
      startBack: 8,
      activeBack: [1, 2, 4, 5, 7, 8],
      wrongEvery: 2,
      challenges: 0,
    },
  ],
  groupAdmin: [
    { programType: 'sprint', programIndex: 0, goalIndex: 0, startBack: 4, activeBack: [2, 3, 4], wrongEvery: 5, challenges: 0 },
  ],
  kavya: [
    { programType: 'program', programIndex: 1, goalIndex: 0, startBack: 9, activeBack: [1, 3, 4, 6, 8, 9], wrongEvery: 3, challenges: 1 },
  ],
  rohan: [{ programType: 'sprint', programIndex: 1, goalIndex: 0, startBack: 6, activeBack: [2, 5, 6], wrongEvery: 2, challenges: 0 }],
  // Ten days of learning: the dashboard asks for feedback on the tenth.
  sneha: [
    { programType: 'sprint', programIndex: 1, goalIndex: 0, startBack: 11, activeBack: [11], wrongEvery: 3, challenges: 0 },
    { programType: 'program', programIndex: 0, goalIndex: 1, startBack: 10, activeBack: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], wrongEvery: 4, challenges: 3 },
  ],
};

// ---- Writing one learner's history -----------------------------------------------------------------------

interface Learner {
  userId: number;
  /** Minutes added to every time of day, so learners are not in lock-step. */
  clockOffset: number;
  /** Items completed per local date, for learning_days. */
  itemsByDay: Map<string, number>;
  lastActiveAt: Date | null;
  completedActivityIds: number[];
  sequence: number;
}

interface QuestionRow {
  id: number;
  activity_id: number | null;
  type: 'mcq' | 'fill_blanks' | 'order' | 'flashcard';
  points: number;
  options: { id: number; position: number; option_text: string; is_correct: boolean }[];
}

async function loadQuestions(tx: SeedTx, where: { activityIds?: number[]; questionIds?: number[] }) {
  const rows = await tx
    .select({ id: questions.id, activity_id: questions.activity_id, type: questions.type, points: questions.points })
    .from(questions)
    .where(
      where.activityIds
        ? inArray(questions.activity_id, where.activityIds)
        : inArray(questions.id, where.questionIds ?? []),
    )
    .orderBy(asc(questions.activity_id), asc(questions.position));
  const options =
    rows.length === 0
      ? []
      : await tx
          .select({
            id: questionOptions.id,
            question_id: questionOptions.question_id,
            position: questionOptions.position,
            option_text: questionOptions.option_text,
            is_correct: questionOptions.is_correct,
          })
          .from(questionOptions)
          .where(
            inArray(
              questionOptions.question_id,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(questionOptions.question_id), asc(questionOptions.position));
  return rows.map(
    (row): QuestionRow => ({ ...row, options: options.filter((option) => option.question_id === row.id) }),
  );
}

/** The answer payload the player would have sent, right or deliberately wrong. */
function answerFor(question: QuestionRow, correct: boolean): { user_response: unknown; is_correct: boolean } {
  const options = question.options;
  switch (question.type) {
    case 'mcq': {
      const choice = options.find((option) => option.is_correct === correct) ?? options[0];
      return { user_response: { type: 'mcq', answer: choice?.id ?? null }, is_correct: choice?.is_correct ?? false };
    }
    case 'fill_blanks':
      return {
        user_response: { type: 'fill_blanks', answer: correct ? (options[0]?.option_text ?? '') : 'not sure' },
        is_correct: correct,
      };
    case 'order': {
      const ids = options.map((option) => option.id);
      if (!correct && ids.length > 1) [ids[0], ids[1]] = [ids[1] as number, ids[0] as number];
      const answer = Object.fromEntries(ids.map((id, i) => [String(i + 1), id]));
      return { user_response: { id: question.id, type: 'order', answer }, is_correct: correct || ids.length < 2 };
    }
    case 'flashcard':
      return { user_response: { type: 'flashcard', answer: '' }, is_correct: true };
  }
}

function countItem(learner: Learner, day: string, at: Date) {
  learner.itemsByDay.set(day, (learner.itemsByDay.get(day) ?? 0) + 1);
  if (!learner.lastActiveAt || at > learner.lastActiveAt) learner.lastActiveAt = at;
}

/**
 * Stores an award as the players do (one event per correct answer and one for the bonuses, or one for a
 * revision), earned when the attempt was completed, on the learner's day then.
 */
async function storeAward(tx: SeedTx, learner: Learner, goalId: number, kind: 'activity' | 'revision', award: Award, attemptId: number, completedAt: Date) {
  const events = awardEvents(kind, award, attemptId).map((event) => ({
    ...event,
    user_id: learner.userId,
    goal_id: goalId,
    earned_at: completedAt,
    earned_on: localDate(completedAt, TIME_ZONE),
  }));
  if (events.length > 0) await tx.insert(pointsEvents).values(events);
}

/** Writes the answers of a first attempt; returns them as the award rule reads them. */
async function writeResponses(
  tx: SeedTx,
  learner: Learner,
  goalId: number,
  item: { activity_id: number } | { revision_id: number },
  answers: { question: QuestionRow; answeredAt: Date; user_response: unknown; is_correct: boolean }[],
): Promise<AnsweredQuestion[]> {
  if (answers.length === 0) return [];
  const responses = await tx
    .insert(questionResponses)
    .values(
      answers.map((a) => ({
        user_id: learner.userId,
        goal_id: goalId,
        question_id: a.question.id,
        ...item,
        attempt: 1,
        user_response: a.user_response,
        is_correct: a.is_correct,
        answered_at: a.answeredAt,
      })),
    )
    .returning({ id: questionResponses.id, question_id: questionResponses.question_id });
  const responseIds = new Map(responses.map((response) => [response.question_id, response.id]));
  return answers.flatMap((a) => {
    const responseId = responseIds.get(a.question.id);
    return responseId === undefined ? [] : [{ responseId, points: a.question.points, correct: a.is_correct }];
  });
}

async function completeActivity(
  tx: SeedTx,
  learner: Learner,
  goalId: number,
  activity: typeof activities.$inferSelect,
  activityQuestions: QuestionRow[],
  startedAt: Date,
  wrongEvery: number,
  sameDay: boolean,
): Promise<Date> {
  learner.sequence += 1;
  const slip = learner.sequence % wrongEvery === 0;
  const answers = activityQuestions.map((question, index) => ({
    question,
    answeredAt: new Date(startedAt.getTime() + (index + 1) * 2 * MINUTE),
    ...answerFor(question, !(slip && index === 1)),
  }));
  const completedAt = new Date(startedAt.getTime() + (answers.length + 1) * 2 * MINUTE);
  const answered = await writeResponses(tx, learner, goalId, { activity_id: activity.id }, answers);
  const award = awardFor(1, answered, activityQuestions.length, sameDay, activity);

  const [attempt] = await tx
    .insert(userActivities)
    .values({
      user_id: learner.userId,
      goal_id: goalId,
      activity_id: activity.id,
      attempt: 1,
      started_at: startedAt,
      completed_at: completedAt,
      user_score: award.total,
      activity_feedback: learner.sequence % 3,
    })
    .returning({ id: userActivities.id });
  if (!attempt) throw new Error('Seed: user activity was not written');
  await storeAward(tx, learner, goalId, 'activity', award, attempt.id, completedAt);

  learner.completedActivityIds.push(activity.id);
  countItem(learner, localDate(completedAt, TIME_ZONE), completedAt);
  return completedAt;
}

/** A revision answered all right: its points as the player awards them (docs/domain-rules.md). */
async function completeRevision(tx: SeedTx, learner: Learner, goalId: number, revisionId: number, startedAt: Date, sameDay: boolean): Promise<Date> {
  const links = await tx
    .select({ question_id: revisionQuestions.question_id })
    .from(revisionQuestions)
    .where(eq(revisionQuestions.revision_id, revisionId))
    .orderBy(asc(revisionQuestions.position));
  const byId = new Map(
    (await loadQuestions(tx, { questionIds: links.map((link) => link.question_id) })).map((q) => [q.id, q]),
  );
  const revisionQuestionsInOrder = links.flatMap((link) => {
    const question = byId.get(link.question_id);
    return question ? [question] : [];
  });
  const completedAt = new Date(startedAt.getTime() + (revisionQuestionsInOrder.length + 1) * MINUTE);
  const answers = revisionQuestionsInOrder.map((question, index) => ({
    question,
    answeredAt: new Date(startedAt.getTime() + (index + 1) * MINUTE),
    ...answerFor(question, true),
  }));
  const answered = await writeResponses(tx, learner, goalId, { revision_id: revisionId }, answers);
  const award = awardFor(1, answered, revisionQuestionsInOrder.length, sameDay, NO_BONUSES);

  const [attempt] = await tx
    .insert(userRevisions)
    .values({
      user_id: learner.userId,
      goal_id: goalId,
      revision_id: revisionId,
      attempt: 1,
      started_at: startedAt,
      completed_at: completedAt,
    })
    .returning({ id: userRevisions.id });
  if (!attempt) throw new Error('Seed: user revision was not written');
  await storeAward(tx, learner, goalId, 'revision', award, attempt.id, completedAt);
  countItem(learner, localDate(completedAt, TIME_ZONE), completedAt);
  return completedAt;
}

async function completeChallenge(tx: SeedTx, learner: Learner, goalId: number, challengeId: number, day: string): Promise<Date | null> {
  const [challenge] = await tx.select().from(challenges).where(eq(challenges.id, challengeId));
  if (!challenge) return null;
  const start = zonedInstant(day, 15, learner.clockOffset, TIME_ZONE);
  const end = new Date(start.getTime() + Math.max(challenge.time_required_in_minutes, 15) * MINUTE);
  const completedAt = new Date(end.getTime() + 5 * MINUTE);
  const [taken] = await tx
    .insert(userChallenges)
    .values({
      user_id: learner.userId,
      goal_id: goalId,
      challenge_id: challengeId,
      date: day,
      start_time: start,
      end_time: end,
      started: true,
      is_completed: true,
      completed_date: completedAt,
      user_feedback: 'Tried it in the morning stand-up. People noticed the difference straight away.',
      user_response: 4,
      difficulty: 2,
      created_at: new Date(start.getTime() - 6 * 60 * MINUTE),
    })
    .returning({ id: userChallenges.id });
  if (!taken) throw new Error('Seed: user challenge was not written');

  const steps = await tx
    .select()
    .from(challengeSteps)
    .where(eq(challengeSteps.challenge_id, challengeId))
    .orderBy(asc(challengeSteps.position));
  const components =
    steps.length === 0
      ? []
      : await tx
          .select()
          .from(challengeStepComponents)
          .where(
            inArray(
              challengeStepComponents.challenge_step_id,
              steps.map((step) => step.id),
            ),
          )
          .orderBy(asc(challengeStepComponents.position));
  if (steps.length > 0) {
    await tx.insert(userChallengeSteps).values(
      steps.map((step, index) => {
        const at = new Date(start.getTime() + (index + 1) * MINUTE);
        const base = { user_challenge_id: taken.id, challenge_step_id: step.id, created_at: at, updated_at: at };
        const own = components.filter((component) => component.challenge_step_id === step.id);
        switch (step.step_type) {
          case 'mcq': {
            const choice = own.find((component) => component.is_correct) ?? own[0];
            return { ...base, mcq_response: choice?.id ?? null, is_correct: choice?.is_correct ?? null };
          }
          case 'textbox':
            return {
              ...base,
              fill_in_the_blanks_response:
                'Decision needed by Friday: approve the revised pick-up slots for the Chennai hub.',
            };
          case 'scale_or_rating':
            return { ...base, assesment_response: Math.max(1, own.length - 1) };
          case 'reading':
          case 'visual_flash_card':
            return { ...base, viewed_at: at };
        }
      }),
    );
  }
  if (challenge.reward_points > 0) {
    await tx.insert(pointsEvents).values({
      user_id: learner.userId,
      goal_id: goalId,
      source: 'challenge',
      source_id: taken.id,
      points: challenge.reward_points,
      earned_at: completedAt,
      earned_on: day,
    });
  }
  countItem(learner, day, completedAt);
  return completedAt;
}

/** A challenge scheduled on `scheduledOn` for 16:00 to 16:30 on `day` (today): started, not completed yet. */
async function scheduleChallenge(tx: SeedTx, learner: Learner, goalId: number, challengeId: number, day: string, scheduledOn: string) {
  const start = zonedInstant(day, 16, 0, TIME_ZONE);
  await tx.insert(userChallenges).values({
    user_id: learner.userId,
    goal_id: goalId,
    challenge_id: challengeId,
    date: day,
    start_time: start,
    end_time: new Date(start.getTime() + 30 * MINUTE),
    started: true,
    created_at: zonedInstant(scheduledOn, 17, learner.clockOffset, TIME_ZONE),
  });
}

/** Enrols, answers the assessment, selects the goal and works through the past days of its schedule. */
async function followPlan(tx: SeedTx, learner: Learner, plan: GoalPlan, back: string[]) {
  const [program] = await tx
    .select()
    .from(programs)
    .where(eq(programs.program_type, plan.programType))
    .orderBy(asc(programs.id))
    .offset(plan.programIndex)
    .limit(1);
  if (!program) return;
  const programGoals = await tx
    .select({ id: goals.id })
    .from(goals)
    .where(eq(goals.program_id, program.id))
    .orderBy(asc(goals.id));
  const goal = programGoals[plan.goalIndex] ?? programGoals[0];
  if (!goal) return;

  const startDay = back[plan.startBack] as string;
  const enrolledAt = zonedInstant(startDay, 8, 30 + learner.clockOffset, TIME_ZONE);
  await tx
    .insert(programEnrollments)
    .values({ user_id: learner.userId, program_id: program.id, enrollment_date: enrolledAt })
    .onConflictDoNothing();

  // The assessment answers lean towards the goal the learner then selected.
  const assessment = await tx
    .select({ question_id: assessmentQuestions.id, option_id: assessmentOptions.id, points: assessmentOptions.points, goal_id: assessmentOptions.goal_id })
    .from(assessmentQuestions)
    .innerJoin(assessmentOptions, eq(assessmentOptions.question_id, assessmentQuestions.id))
    .where(eq(assessmentQuestions.program_id, program.id))
    .orderBy(
      asc(assessmentQuestions.position),
      desc(sql`${assessmentOptions.goal_id} = ${goal.id}`),
      desc(assessmentOptions.points),
    );
  const chosen = new Map<number, (typeof assessment)[number]>();
  for (const row of assessment) if (!chosen.has(row.question_id)) chosen.set(row.question_id, row);
  if (chosen.size > 0) {
    const answeredAt = new Date(enrolledAt.getTime() + 3 * MINUTE);
    await tx
      .insert(assessmentResponses)
      .values(
        [...chosen.values()].map((answer) => ({
          ...answer,
          user_id: learner.userId,
          program_id: program.id,
          created_at: answeredAt,
          updated_at: answeredAt,
        })),
      )
      .onConflictDoNothing();
  }

  await tx
    .insert(userGoals)
    .values({
      user_id: learner.userId,
      goal_id: goal.id,
      program_id: program.id,
      start_date: startDay,
      selected_at: new Date(enrolledAt.getTime() + 5 * MINUTE),
    })
    .onConflictDoNothing();

  const lastPastDay = Math.min(plan.startBack, program.number_of_days);
  const items = await tx
    .select()
    .from(goalScheduleItems)
    .where(and(eq(goalScheduleItems.goal_id, goal.id), lte(goalScheduleItems.day_number, lastPastDay)))
    .orderBy(asc(goalScheduleItems.day_number), asc(goalScheduleItems.position));
  const activityIds = [...new Set(items.flatMap((item) => (item.activity_id === null ? [] : [item.activity_id])))];
  const activityRows =
    activityIds.length === 0 ? [] : await tx.select().from(activities).where(inArray(activities.id, activityIds));
  const activityById = new Map(activityRows.map((row) => [row.id, row]));
  const questionsByActivity = new Map<number, QuestionRow[]>();
  if (activityIds.length > 0) {
    for (const question of await loadQuestions(tx, { activityIds })) {
      const list = questionsByActivity.get(question.activity_id ?? 0) ?? [];
      list.push(question);
      questionsByActivity.set(question.activity_id ?? 0, list);
    }
  }

  // Done on its day of the schedule: the same-day rule of the players decides, on the goal's calendar (no pauses).
  const timeline: GoalTimeline = { startDate: startDay, numberOfDays: program.number_of_days, pauses: [] };
  const scheduledOn = (listed: (item: (typeof items)[number]) => boolean, day: string) =>
    isScheduledOn(timeline, items.filter(listed).map((item) => item.day_number), day);

  const done = new Set<string>();
  let challengesLeft = plan.challenges;
  let lastFinished: Date | null = null;
  for (let dayNumber = 1; dayNumber <= lastPastDay; dayNumber += 1) {
    const backIndex = plan.startBack - (dayNumber - 1);
    if (!plan.activeBack.includes(backIndex)) continue;
    const day = back[backIndex] as string;
    let clock = zonedInstant(day, 9, learner.clockOffset, TIME_ZONE);
    for (const item of items.filter((i) => i.day_number === dayNumber)) {
      if (item.activity_id !== null) {
        const activity = activityById.get(item.activity_id);
        if (!activity || done.has(`a${activity.id}`)) continue;
        done.add(`a${activity.id}`);
        const sameDay = scheduledOn((listed) => listed.activity_id === activity.id, day);
        const finished = await completeActivity(tx, learner, goal.id, activity, questionsByActivity.get(activity.id) ?? [], clock, plan.wrongEvery, sameDay);
        lastFinished = finished;
        clock = new Date(finished.getTime() + 4 * MINUTE);
      } else if (item.revision_id !== null) {
        if (done.has(`r${item.revision_id}`)) continue;
        done.add(`r${item.revision_id}`);
        const revisionId = item.revision_id;
        const finished = await completeRevision(tx, learner, goal.id, revisionId, clock, scheduledOn((listed) => listed.revision_id === revisionId, day));
        lastFinished = finished;
        clock = new Date(finished.getTime() + 4 * MINUTE);
      } else if (item.challenge_id !== null && challengesLeft > 0 && !done.has(`c${item.challenge_id}`)) {
        done.add(`c${item.challenge_id}`);
        challengesLeft -= 1;
        const finished = await completeChallenge(tx, learner, goal.id, item.challenge_id, day);
        if (finished && (!lastFinished || finished > lastFinished)) lastFinished = finished;
      }
    }
  }
  if (plan.scheduledBack !== undefined) {
    const dayNumber = plan.startBack - plan.scheduledBack + 1;
    const item = items.find((candidate) => candidate.day_number === dayNumber && candidate.challenge_id !== null && !done.has(`c${candidate.challenge_id}`));
    if (item?.challenge_id) await scheduleChallenge(tx, learner, goal.id, item.challenge_id, back[0] as string, back[plan.scheduledBack] as string);
  }
  if (plan.completed && lastFinished) {
    await tx
      .update(userGoals)
      .set({ completed: true, completed_date: lastFinished })
      .where(and(eq(userGoals.user_id, learner.userId), eq(userGoals.goal_id, goal.id)));
  }
}

/** Journal entries, a saved tip and reading, and notifications for the main demo learner. */
async function writeJournal(tx: SeedTx, learner: Learner, back: string[]) {
  const at = (backIndex: number, hour: number, minute = 0) =>
    zonedInstant(back[backIndex] as string, hour, minute, TIME_ZONE);

  await tx.insert(notes).values([
    {
      user_id: learner.userId,
      note_title: 'Lead with the ask',
      note_text: 'Put the decision I need in the first line of the weekly ops update, then the context.',
      added_date: at(9, 10, 20),
    },
    {
      user_id: learner.userId,
      note_title: 'Stand-up experiment',
      note_text: 'Opened the stand-up with the one goal for the day. It ran 6 minutes shorter.',
      added_date: at(4, 17, 45),
    },
    {
      user_id: learner.userId,
      note_title: 'Listening',
      note_text: 'Summarise what the driver said before answering. Ask "what else?" once more than feels natural.',
      added_date: at(2, 11, 5),
    },
  ]);

  const [question] = learner.completedActivityIds.length
    ? await tx
        .select({ id: questions.id, stem: questions.stem, comment: questions.comment })
        .from(questions)
        .where(eq(questions.activity_id, learner.completedActivityIds[0] as number))
        .orderBy(asc(questions.position))
        .limit(1)
    : [];
  await tx.insert(flashcards).values([
    {
      user_id: learner.userId,
      flashcard_title: question?.stem ?? 'BLUF',
      flashcard_text: question?.comment ?? 'Bottom line up front: the conclusion or ask comes first.',
      question_id: question?.id ?? null,
      created_at: at(8, 9, 40),
    },
    {
      user_id: learner.userId,
      flashcard_title: 'Three parts of a clear request',
      flashcard_text: 'What you need, by when, and why it matters to them.',
      created_at: at(3, 12, 15),
    },
  ]);

  await tx.insert(todos).values([
    {
      user_id: learner.userId,
      todo_title: 'Book 1:1s with the three new shift leads',
      completed: true,
      created_at: at(7, 9, 0),
      completed_at: at(5, 16, 30),
    },
    {
      user_id: learner.userId,
      todo_title: 'Draft the weekly ops update with the ask in the first line',
      created_at: at(3, 9, 30),
    },
    {
      user_id: learner.userId,
      todo_title: "Try the one-goal opener at Thursday's review",
      created_at: at(1, 18, 0),
    },
  ]);

  const [tip] = await tx.select({ id: tips.id }).from(tips).orderBy(asc(tips.id)).limit(1);
  if (tip) await tx.insert(savedTips).values({ user_id: learner.userId, tip_id: tip.id, saved_at: at(6, 9, 1) });

  const [reading] = learner.completedActivityIds.length
    ? await tx
        .select({ id: activities.reading_id })
        .from(activities)
        .where(and(inArray(activities.id, learner.completedActivityIds), isNotNull(activities.reading_id)))
        .orderBy(asc(activities.id))
        .limit(1)
    : [];
  if (reading?.id) {
    await tx.insert(savedReadings).values({ user_id: learner.userId, reading_id: reading.id, saved_at: at(7, 9, 50) });
  }

  const [challenge] = await tx.select({ name: challenges.name }).from(challenges).orderBy(asc(challenges.id)).limit(1);
  await tx.insert(notifications).values([
    {
      user_id: learner.userId,
      message: 'Welcome to Stride! Your first Learn items are waiting on the dashboard.',
      kind: 'welcome',
      created_at: at(12, 8, 35),
      read_at: at(12, 9, 0),
    },
    {
      user_id: learner.userId,
      message: 'You have successfully joined the group Operations Leads',
      kind: 'group',
      created_at: at(10, 10, 0),
      read_at: at(10, 10, 5),
    },
    ...(challenge
      ? [
          {
            user_id: learner.userId,
            message: `New challenge unlocked: ${challenge.name}`,
            kind: 'challenge',
            created_at: at(3, 8, 0),
          },
        ]
      : []),
    {
      user_id: learner.userId,
      message: 'You are on a 5-day learning streak. Keep it going today!',
      kind: 'streak',
      created_at: at(1, 20, 0),
    },
  ]);
}

/**
 * Writes the past of every demo user created in this run, and moves the past of those created in an earlier
 * run forward by whole weeks when it has fallen a week or more behind (see keepHistoryRecent).
 */
export async function writeHistory(tx: SeedTx, accounts: DemoAccounts, now: Date): Promise<void> {
  const earlier = (Object.keys(accounts.userIds) as DemoUserKey[]).filter((key) => !accounts.created.has(key));
  await keepHistoryRecent(
    tx,
    earlier.map((key) => accounts.userIds[key]),
    now,
    TIME_ZONE,
  );

  const furthestBack = Math.max(...Object.values(plans).flatMap((goalPlans) => goalPlans.map((plan) => plan.startBack)));
  const back = learningDaysBack(localDate(now, TIME_ZONE), furthestBack);
  let clockOffset = 0;
  for (const [key, goalPlans] of Object.entries(plans) as [DemoUserKey, GoalPlan[]][]) {
    clockOffset += 7;
    if (!accounts.created.has(key)) continue;
    const learner: Learner = {
      userId: accounts.userIds[key],
      clockOffset,
      itemsByDay: new Map(),
      lastActiveAt: null,
      completedActivityIds: [],
      sequence: 0,
    };
    for (const plan of goalPlans) await followPlan(tx, learner, plan, back);
    if (learner.itemsByDay.size > 0) {
      await tx
        .insert(learningDays)
        .values(
          [...learner.itemsByDay].map(([day, items_completed]) => ({ user_id: learner.userId, day, items_completed })),
        )
        .onConflictDoNothing();
    }
    if (learner.lastActiveAt) {
      await tx.update(users).set({ last_active_at: learner.lastActiveAt }).where(eq(users.id, learner.userId));
    }
    if (key === 'learner') await writeJournal(tx, learner, back);
  }
  // Streaks follow the days of learning just written or moved (points follow points_events by a trigger).
  await rebuildStreaks(
    tx,
    Object.values(accounts.userIds).map((id) => ({ id, time_zone: TIME_ZONE })),
  );
}
