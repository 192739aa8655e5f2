import type { Schema } from '@stride/api-sdk';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { qualified } from '../../db/qualified';
import { activities, assessmentQuestions, goalScheduleItems, goals, programEnrollments, programs, questions } from '../../db/schema/index';
import { inCurrentSchedule } from '../goals/schedule-items';

type Problem = Schema<'CurriculumProblem'>;

const count = (query: SQL) => sql<number>`(select count(*)::int from ${query})`;

/** The distinct non-null values of a schedule column over the goals of the outer query's program. */
const usedByProgram = (column: PgColumn) => sql`(
  select distinct ${qualified(column)} as used from ${goalScheduleItems} join ${goals} on ${qualified(goals.id)} = ${qualified(goalScheduleItems.goal_id)}
  where ${qualified(goals.program_id)} = ${qualified(programs.id)} and ${qualified(column)} is not null and ${inCurrentSchedule}) as used_items`;

/** The distinct non-null values of a schedule column in the outer query's goal's schedule. */
const usedByGoal = (column: PgColumn) => sql`(
  select distinct ${qualified(column)} from ${goalScheduleItems} where ${qualified(goalScheduleItems.goal_id)} = ${qualified(goals.id)} and ${qualified(column)} is not null and ${inCurrentSchedule}) as used_items`;

/** No explanation: a comment left out or blank (the player then shows nothing after checking). */
const unexplained = sql`nullif(btrim(${qualified(questions.comment)}), '') is null`;

/**
 * The curriculum hub's overview (docs/back-office-curriculum.md, "The curriculum overview"): three queries
 * whatever the catalogue's size, each counting with correlated subqueries on indexed foreign keys. A program's
 * activities, challenges and questions are those its goals' schedules use, each counted once.
 */
export function createCurriculumOverview(deps: { db: Database }) {
  const { db } = deps;

  return {
    async overview(): Promise<Schema<'CurriculumOverview'>> {
      const [programRows, goalRows, activityRows] = await Promise.all([
        db
          .select({
            id: programs.id,
            name: programs.name,
            program_type: programs.program_type,
            number_of_days: programs.number_of_days,
            active: programs.active,
            display_image_url: programs.display_image_url,
            goals: count(sql`${goals} where ${qualified(goals.program_id)} = ${qualified(programs.id)}`),
            activities: count(usedByProgram(goalScheduleItems.activity_id)),
            challenges: count(usedByProgram(goalScheduleItems.challenge_id)),
            questions: count(sql`${questions} where ${qualified(questions.activity_id)} in (select used from ${usedByProgram(goalScheduleItems.activity_id)})`),
            learners_enrolled: count(
              sql`${programEnrollments} where ${qualified(programEnrollments.program_id)} = ${qualified(programs.id)} and ${qualified(programEnrollments.left_at)} is null`,
            ),
            assessment_questions: count(sql`${assessmentQuestions} where ${qualified(assessmentQuestions.program_id)} = ${qualified(programs.id)}`),
          })
          .from(programs)
          .orderBy(asc(programs.name), asc(programs.id)),
        db
          .select({
            program_id: goals.program_id,
            goal: {
              id: goals.id,
              name: goals.name,
              active: goals.active,
              scheduled_days: count(usedByGoal(goalScheduleItems.day_number)),
              activities: count(usedByGoal(goalScheduleItems.activity_id)),
              challenges: count(usedByGoal(goalScheduleItems.challenge_id)),
            },
          })
          .from(goals)
          .orderBy(asc(goals.name), asc(goals.id)),
        // Each activity a program's schedules use, once per program, with its question count and its questions lacking an explanation.
        db
          .select({
            program_id: programs.id,
            id: activities.id,
            name: activities.name,
            questions: count(sql`${questions} where ${qualified(questions.activity_id)} = ${qualified(activities.id)}`),
            unexplained: sql<{ id: number; stem: string }[]>`(
              select coalesce(json_agg(json_build_object('id', ${qualified(questions.id)}, 'stem', ${qualified(questions.stem)}) order by ${qualified(questions.position)}), '[]'::json)
              from ${questions} where ${qualified(questions.activity_id)} = ${qualified(activities.id)} and ${unexplained})`,
          })
          .from(programs)
          .innerJoin(
            activities,
            sql`exists (select 1 from ${goalScheduleItems} join ${goals} on ${qualified(goals.id)} = ${qualified(goalScheduleItems.goal_id)}
              where ${qualified(goals.program_id)} = ${qualified(programs.id)} and ${qualified(goalScheduleItems.activity_id)} = ${qualified(activities.id)} and ${inCurrentSchedule})`,
          )
          .orderBy(asc(activities.name), asc(activities.id)),
      ]);

      return {
        programs: programRows.map(({ goals: goalCount, activities: activityCount, challenges, questions: questionCount, learners_enrolled, assessment_questions, ...program }) => {
          const programGoals = goalRows.filter((row) => row.program_id === program.id).map((row) => row.goal);
          const programActivities = activityRows.filter((activity) => activity.program_id === program.id);
          // A sprint has no assessment (its one goal starts on enrolment), so only a program can lack one.
          const problems: Problem[] = [
            ...(program.program_type === 'program' && assessment_questions === 0
              ? [{ kind: 'assessment_without_questions' as const, id: program.id, name: program.name, activity_id: null }]
              : []),
            ...programGoals.filter((goal) => goal.scheduled_days === 0).map((goal) => ({ kind: 'goal_without_schedule' as const, id: goal.id, name: goal.name, activity_id: null })),
            ...programActivities
              .filter((activity) => activity.questions === 0)
              .map((activity) => ({ kind: 'activity_without_questions' as const, id: activity.id, name: activity.name, activity_id: null })),
            ...programActivities.flatMap((activity) =>
              activity.unexplained.map((question) => ({ kind: 'question_without_explanation' as const, id: question.id, name: question.stem, activity_id: activity.id })),
            ),
          ];
          return {
            ...program,
            counts: { goals: goalCount, activities: activityCount, challenges, questions: questionCount, learners_enrolled },
            goals: programGoals,
            problems,
          };
        }),
      };
    },
  };
}
