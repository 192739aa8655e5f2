import { Button, List, Modal, Stack, Text } from '@mantine/core';

interface WelcomeBackModalProps {
  /** The goals welcome-back has just resumed; the modal shows while there are any. */
  goals: { goal_id: number; name: string }[];
  onClose: () => void;
}

/** Greets a learner back after a break and names the goals that were paused and now run again. */
export function WelcomeBackModal({ goals, onClose }: WelcomeBackModalProps) {
  return (
    <Modal opened={goals.length > 0} onClose={onClose} title="Welcome Back" centered>
      <Stack>
        <Text>Good to see you again. These goals were paused while you were away and are running again:</Text>
        <List>
          {goals.map((goal) => (
            <List.Item key={goal.goal_id}>{goal.name}</List.Item>
          ))}
        </List>
        <Button onClick={onClose} data-autofocus>
          Continue
        </Button>
      </Stack>
    </Modal>
  );
}
