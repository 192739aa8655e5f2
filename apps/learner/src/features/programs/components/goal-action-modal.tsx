import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '@stride/api-sdk';
import { useGoalAction, type EnrolledGoal, type GoalAction } from '../api';

/** The goal confirmations (docs/programs.md): a change happens only after an explicit Confirm. */
export const goalActionTexts: Record<GoalAction, { title: string; text: string }> = {
  pause: { title: 'Pause program', text: 'Please confirm to pause the program. You can resume it later from this page.' },
  resume: { title: 'Resume program', text: 'Please confirm to resume the program.' },
  quit: { title: 'Quit program', text: "Please confirm to quit the program. This action can't be undone." },
};

interface GoalActionModalProps {
  action: GoalAction;
  goal: EnrolledGoal;
  onClose: () => void;
}

/** Asks before pausing, resuming or quitting; closes once the server answered 200 (the list then reloads). */
export function GoalActionModal({ action, goal, onClose }: GoalActionModalProps) {
  const change = useGoalAction();
  const { title, text } = goalActionTexts[action];
  const confirm = () => change.mutate({ action, goalId: goal.goal_id }, { onSuccess: onClose });
  const failure = change.error && errorMessage(change.error, 'An error occured. Please try again later.');

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        <Text>{text}</Text>
        <Text size="sm" c="dimmed">
          {goal.goal.program.name}: {goal.goal.name}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={action === 'quit' ? 'red.8' : undefined} loading={change.isPending} onClick={confirm}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
