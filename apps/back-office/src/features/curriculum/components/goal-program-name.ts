import { useQuery } from '@tanstack/react-query';
import { curriculumQueries } from '../api';

/** The name of the program a goal belongs to, from the goal and program lists (null without a goal, or until both have loaded). */
export function useGoalProgramName(goalId: number | null): string | null {
  const enabled = goalId !== null;
  const goals = useQuery({ ...curriculumQueries.goals(), enabled });
  const programs = useQuery({ ...curriculumQueries.programs(), enabled });
  const programId = goals.data?.find((goal) => goal.id === goalId)?.program_id;
  return programs.data?.find((program) => program.id === programId)?.name ?? null;
}
