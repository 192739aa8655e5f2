import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface SubscriptionStatusModalProps {
  /** The server's refusal of the enrolment, which is the modal's text; null keeps the modal closed. */
  message: string | null;
  onClose: () => void;
}

/**
 * The Subscription Status modal (the spec shows neither its text nor its trigger; docs/support-and-subscription.md): it opens when an
 * enrolment is refused by the free plan (403 SubscriptionRequired) and says what the server said; its
 * Upgrade plan button leads to /pricing.
 */
export function SubscriptionStatusModal({ message, onClose }: SubscriptionStatusModalProps) {
  return (
    <Modal opened={message !== null} onClose={onClose} title="Subscription Status" centered>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <Button component={Link} to={paths.pricing}>
            Upgrade plan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
