import { Alert, Anchor, Button, Group, List, Loader, Stack, Table, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { Schema } from '@stride/api-sdk';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryId } from '../../../components/screen-states';
import { paths } from '../../../config/paths';
import { programQueries } from '../api';
import type { ProgramScheduleState } from '../../../config/route-state';

type ScheduleDay = Schema<'UserGoalSchedule'>['days'][number];

function Done() {
  return (
    <ThemeIcon size={18} radius="xl" color="stride" aria-hidden="true">
      <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d="M5 12l5 5L20 7" />
      </svg>
    </ThemeIcon>
  );
}

function Items({ items }: { items: { key: string; name: string; completed: boolean }[] }) {
  if (items.length === 0) return <Text c="dimmed">None</Text>;
  return (
    <List spacing={4} listStyleType="none" p={0}>
      {items.map((item) => (
        <List.Item key={item.key}>
          <Group gap={6} wrap="nowrap">
            {item.completed && <Done />}
            <span>{item.name}</span>
            {item.completed && <VisuallyHidden>(done)</VisuallyHidden>}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function DayRow({ day }: { day: ScheduleDay }) {
  return (
    <Table.Tr aria-disabled={!day.enabled || undefined} style={day.enabled ? undefined : { color: 'var(--mantine-color-gray-7)', background: 'var(--mantine-color-gray-0)' }}>
      <Table.Th scope="row" fw={600}>
        Day {day.day_number}
        {!day.enabled && (
          <Text size="xs" c="dimmed">
            Locked
          </Text>
        )}
      </Table.Th>
      <Table.Td>
        <Items items={day.learn.map((item) => ({ key: `${item.item_type}-${item.id}`, name: item.name, completed: item.completed }))} />
      </Table.Td>
      <Table.Td>
        <Items items={day.challenge.map((item) => ({ key: `challenge-${item.challenge_id}`, name: item.name, completed: item.completed }))} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /user/program-schedule (docs/programs.md): every day of a goal with its Learn and Challenge items, the
 * program's name as the title and Back to where the learner came from. Days up to today's day are open;
 * later days are locked.
 */
export function ProgramScheduleScreen() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? null) as Partial<ProgramScheduleState> | null;
  // The goal is in the address too, so a reload or a shared link shows the same schedule (docs/learn-players.md, "Addresses").
  const goalFromAddress = useQueryId('goal');
  const goalId = state?.goal_id ?? goalFromAddress ?? undefined;
  const schedule = useQuery({ ...programQueries.goalSchedule(goalId ?? 0), enabled: goalId !== undefined });

  if (goalId === undefined) {
    return (
      <Stack py="xl">
        <Title order={1}>Program schedule</Title>
        <Text>
          Open a program’s schedule from{' '}
          <Anchor component={Link} to={paths.programs}>
            My Programs
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }

  const title = schedule.data?.program_name ?? state?.program_name ?? 'Program schedule';
  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1}>{title}</Title>
        <Button variant="default" onClick={() => void navigate(state?.referrer ?? paths.programs)}>
          Back
        </Button>
      </Group>
      {schedule.isPending && <Loader aria-label="Loading the schedule" />}
      {schedule.isError && <Alert color="red">An error occured while fetching your data. Please try again later.</Alert>}
      {schedule.data && (
        <>
          <Text>
            You are on day {schedule.data.static_schedule_day_number} of {schedule.data.days.length}.
          </Text>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Day</Table.Th>
                  <Table.Th scope="col">Learn</Table.Th>
                  <Table.Th scope="col">Challenge</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {schedule.data.days.map((day) => (
                  <DayRow key={day.day_number} day={day} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
