import { Button, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyState } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { ProgramScheduleState } from '../../../config/route-state';
import { activeGoals, dashboardQueries, type EnrolledGoal } from '../api';
import { dashboardMessages } from '../messages';

/** The learner's active programs: the day each has reached and a way to its whole schedule. */
export function EnrolledPrograms() {
  const headingId = useId();
  const navigate = useNavigate();
  const goals = useQuery(dashboardQueries.enrolledGoals());

  const openSchedule = (goal: EnrolledGoal) => {
    const state: ProgramScheduleState = {
      goal_id: goal.goal_id,
      static_day: goal.static_schedule_day_number,
      program_name: goal.goal.program.name,
      referrer: paths.dashboard,
    };
    void navigate(paths.programSchedule(goal.goal_id), { state });
  };

  const active = activeGoals(goals.data ?? []);
  let content;
  if (goals.isPending) content = [1, 2].map((row) => <Skeleton key={row} height={36} />);
  else if (goals.isError) content = <Text c="red.9">{dashboardMessages.programsError}</Text>;
  else if (active.length === 0) content = <EmptyState message={dashboardMessages.noEnrolledPrograms} />;
  else
    content = (
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs" aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Program</Table.Th>
              <Table.Th>Day</Table.Th>
              <Table.Th>Schedule</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {active.map((goal) => (
              <Table.Tr key={goal.goal_id}>
                <Table.Td fw={600}>{goal.goal.program.name}</Table.Td>
                <Table.Td>
                  {goal.static_schedule_day_number} of {goal.goal.program.number_of_days}
                </Table.Td>
                <Table.Td>
                  <Button variant="light" size="xs" aria-label={`Explore the schedule of ${goal.goal.program.name}`} onClick={() => openSchedule(goal)}>
                    Explore
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack component="section" aria-labelledby={headingId} aria-busy={goals.isPending} gap="xs">
      <Title order={2} size="h3" id={headingId}>
        Enrolled programs
      </Title>
      {content}
    </Stack>
  );
}
