import { Badge, Button, Card, Group, Menu, RingProgress, Stack, Table, Text, Title } from '@mantine/core';
import { storedUser } from '@stride/app-shell';
import { EmptyState } from '@stride/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { ProgramScheduleState } from '../../../config/route-state';
import { hasCertificate, type EnrolledGoal, type GoalAction } from '../api';
import { GoalActionModal } from './goal-action-modal';


function OverallProgress({ value }: { value: number }) {
  return (
    <RingProgress
      size={56}
      thickness={6}
      roundCaps
      sections={[{ value, color: 'stride' }]}
      label={
        <Text ta="center" size="xs" fw={700}>
          {value}%
        </Text>
      }
      aria-label={`Overall program ${value}%`}
      role="img"
    />
  );
}

function GoalState({ goal }: { goal: EnrolledGoal }) {
  if (goal.completed) return <Badge color="stride">Completed</Badge>;
  if (goal.paused) return <Badge color="gray">Paused</Badge>;
  return null;
}

interface RowActionsProps {
  goal: EnrolledGoal;
  onAction: (action: GoalAction) => void;
  onSchedule: () => void;
  onCertificate: () => void;
}

/** The actions of one row: the schedule, pause or resume, quit, and the certificate once earned. */
function RowActions({ goal, onAction, onSchedule, onCertificate }: RowActionsProps) {
  const program = goal.goal.program.name;
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" size="xs" aria-label={`Actions for ${program}`}>
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onSchedule}>Explore Program Schedule</Menu.Item>
        {!goal.completed && (
          <Menu.Item onClick={() => onAction(goal.paused ? 'resume' : 'pause')}>{goal.paused ? 'Resume' : 'Pause'}</Menu.Item>
        )}
        {!goal.completed && (
          <Menu.Item color="red" onClick={() => onAction('quit')}>
            Quit
          </Menu.Item>
        )}
        {hasCertificate(goal) && <Menu.Item onClick={onCertificate}>Download Program Completion Certificate</Menu.Item>}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * My Programs (docs/programs.md): the goals the learner follows, as a table (Program, Goal, Overall Program,
 * Actions) that becomes cards on mobile. Each change goes through a confirmation and reloads the list.
 */
export function MyPrograms({ goals, mobile }: { goals: EnrolledGoal[]; mobile: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<{ action: GoalAction; goal: EnrolledGoal } | null>(null);
  const [certificateError, setCertificateError] = useState<string | null>(null);

  if (goals.length === 0) return <EmptyState message="The programs you are enrolled in appears here" />;

  const openSchedule = (goal: EnrolledGoal) => {
    const state: ProgramScheduleState = {
      goal_id: goal.goal_id,
      static_day: goal.static_schedule_day_number,
      program_name: goal.goal.program.name,
      referrer: `${location.pathname}${location.search}`,
    };
    void navigate(paths.programSchedule(goal.goal_id), { state });
  };

  const downloadCertificate = async (goal: EnrolledGoal) => {
    setCertificateError(null);
    const user = storedUser();
    try {
      // The certificate's drawing code and fonts load only now.
      const { downloadCertificate: download } = await import('../certificate/certificate');
      await download({
        fullName: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim(),
        programName: goal.goal.program.name,
        completedOn: goal.completed_date ? new Date(goal.completed_date) : new Date(),
      });
    } catch {
      setCertificateError('An error occured while creating your certificate. Please try again.');
    }
  };

  const actions = (goal: EnrolledGoal) => (
    <RowActions
      goal={goal}
      onAction={(action) => setPending({ action, goal })}
      onSchedule={() => openSchedule(goal)}
      onCertificate={() => void downloadCertificate(goal)}
    />
  );

  return (
    <>
      {certificateError && (
        <Text role="alert" c="red.9">
          {certificateError}
        </Text>
      )}
      {mobile ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="My Programs">
          {goals.map((goal) => (
            <Card component="li" key={goal.goal_id} withBorder padding="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4}>
                  <Title order={2} size="h4">
                    {goal.goal.program.name}
                  </Title>
                  <Text size="sm">{goal.goal.name}</Text>
                  <GoalState goal={goal} />
                </Stack>
                <OverallProgress value={goal.completion_percentage} />
              </Group>
              <Group justify="flex-end" mt="sm">
                {actions(goal)}
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Program</Table.Th>
                <Table.Th>Goal</Table.Th>
                <Table.Th>Overall Program</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {goals.map((goal) => (
                <Table.Tr key={goal.goal_id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text fw={600}>{goal.goal.program.name}</Text>
                      <GoalState goal={goal} />
                    </Group>
                  </Table.Td>
                  <Table.Td>{goal.goal.name}</Table.Td>
                  <Table.Td>
                    <OverallProgress value={goal.completion_percentage} />
                  </Table.Td>
                  <Table.Td>{actions(goal)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pending && <GoalActionModal action={pending.action} goal={pending.goal} onClose={() => setPending(null)} />}
    </>
  );
}
