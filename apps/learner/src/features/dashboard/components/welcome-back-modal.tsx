import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
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
