import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { EmptyState } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { activeGoals, dashboardQueries } from '../api';
import { dashboardMessages } from '../messages';
import { ContextCards } from './context-cards';
import { DayNavigator } from './day-navigator';
import { DayTasks } from './task-list';
import { ProgramSelector } from './program-selector';

/**
 * The learner's day (docs/dashboard.md): which program and which day, the Learn and Do lists and the
 * context cards of that day. `ready` is false until welcome-back has finished.
 */
export function DayPlan({ ready }: { ready: boolean }) {
  const goals = useQuery(dashboardQueries.enrolledGoals());
  const [dayAdjust, setDayAdjust] = useState(0);
  const [chosenProgram, setChosenProgram] = useState<number | null>(null);

  const active = activeGoals(goals.data ?? []);
  if (goals.isSuccess && active.length === 0) {
    return (
      <EmptyState
        message={dashboardMessages.notEnrolled}
        action={
          <Button component={Link} to={paths.programs}>
            Explore programs
          </Button>
        }
      />
    );
  }

  // One goal per program is live at a time, so each active goal stands for its program.
  const programs = active.map((goal) => goal.goal.program);
  // A program that stopped being active (paused on /programs, say) falls back to All Programs.
  const programId = programs.some((program) => program.id === chosenProgram) ? chosenProgram : null;
  const goalIds = programId === null ? null : active.filter((goal) => goal.goal.program.id === programId).map((goal) => goal.goal_id);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        {goals.isPending ? (
          <Skeleton height={60} width={280} radius="md" />
        ) : (
          <ProgramSelector programs={programs} programId={programId} onChange={setChosenProgram} />
        )}
        <DayNavigator dayAdjust={dayAdjust} onChange={setDayAdjust} />
      </Group>
      <DayTasks filter={{ dayAdjust, programId }} ready={ready} showProgram={programId === null && programs.length > 1} />
      <ContextCards dayAdjust={dayAdjust} goalIds={goalIds} ready={ready} />
    </Stack>
  );
}
