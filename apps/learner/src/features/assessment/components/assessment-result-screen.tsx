import { Alert, Anchor, Badge, Button, Card, Group, Loader, Modal, Radio, Stack, Text, Title } from '@mantine/core';
import { errorMessage, isApiError } from '@stride/api-sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { AssessmentRouteState } from '../../../config/route-state';
import { assessmentQueries, useSelectGoal } from '../api';
import { useProgramIdParam } from '../program-id';

/**
 * /assessment/result/{program_id} (docs/programs.md): the recommended goal and the program's other goals
 * to choose from instead. Finalising shows a loading dialog, then the dashboard; a failure shows the
 * server's message in a dialog the learner closes.
 */
export function AssessmentResultScreen() {
  const programId = useProgramIdParam();
  const state = (useLocation().state ?? null) as Partial<AssessmentRouteState> | null;
  const navigate = useNavigate();
  const result = useQuery({ ...assessmentQueries.assessmentResult(programId ?? 0), enabled: programId !== null });
  const select = useSelectGoal();
  const [choice, setChoice] = useState<string | null>(null);

  if (programId === null) return <Alert color="red">This assessment does not exist.</Alert>;
  if (result.isPending) return <Loader aria-label="Loading your result" m="xl" />;
  if (result.isError) {
    const notDone = isApiError(result.error) && result.error.status === 404;
    return (
      <Stack maw={720} mx="auto" py="md">
        <Title order={1}>Your recommended goal</Title>
        <Alert color={notDone ? 'yellow' : 'red'}>{errorMessage(result.error, 'An error occured while fetching your data. Please try again later.')}</Alert>
        {notDone && (
          <Anchor component={Link} to={`/assessment/questions/${programId}`} state={state}>
            Take the assessment
          </Anchor>
        )}
      </Stack>
    );
  }

  const { goal, other_goals: others } = result.data;
  const chosen = Number(choice ?? goal.id);
  const finalise = () => select.mutate(chosen, { onSuccess: () => void navigate(paths.dashboard, { replace: true }) });

  return (
    <Stack maw={720} mx="auto" py="md">
      <Title order={1}>{state?.program_type === 'sprint' ? 'Your sprint goal' : 'Your recommended goal'}</Title>
      <Card withBorder padding="lg" radius="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h3">
            {goal.name}
          </Title>
          {others.length > 0 && <Badge color="stride">Recommended</Badge>}
        </Group>
        <Text mt="xs">{goal.description}</Text>
      </Card>

      {others.length > 0 && (
        <Radio.Group label="Choose your goal" description="Go with the recommendation, or pick another goal of the program." value={choice ?? String(goal.id)} onChange={setChoice}>
          <Stack gap="sm" mt="sm">
            {[goal, ...others].map((option) => (
              <Radio.Card key={option.id} value={String(option.id)} p="md" radius="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>
                      {option.name}
                      {option.id === goal.id ? ' (recommended)' : ''}
                    </Text>
                    {option.id !== goal.id && <Text size="sm">{option.description}</Text>}
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}

      <Button size="md" onClick={finalise} disabled={select.isPending}>
        Finalise goal
      </Button>

      <Modal opened={select.isPending} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} centered title="Setting up your goal">
        <Group>
          <Loader size="sm" aria-hidden="true" />
          <Text>Preparing your daily plan…</Text>
        </Group>
      </Modal>
      <Modal opened={select.isError} onClose={() => select.reset()} centered title="We couldn't finalise your goal">
        <Stack>
          <Text role="alert">{errorMessage(select.error, 'An error occured. Please try again later.')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => select.reset()}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
