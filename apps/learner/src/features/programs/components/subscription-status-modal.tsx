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
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

interface SubscriptionStatusModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The Subscription Status modal (learner-core §2: "its text and trigger are not shown"): it opens when an
 * enrolment is refused by the free plan, and its Upgrade plan button leads to /pricing.
 */
export function SubscriptionStatusModal({ opened, onClose }: SubscriptionStatusModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Subscription Status" centered>
      <Stack>
        <Text>Your free plan includes one sprint for 30 days. Upgrade your plan to enrol in more programs and sprints.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <Button component={Link} to="/pricing">
            Upgrade plan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
