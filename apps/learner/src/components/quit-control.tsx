import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';

/** The players' quit question (docs/learn-players.md). */
export const quitTitle = 'Are you sure to quit?';

/**
 * The players' Quit button and its dialog (docs/learn-players.md): Yes goes to the dashboard, No stays. `message`
 * says what quitting costs, where the spec has words for it (the challenge player).
 */
export function QuitControl({ message }: { message?: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="default" onClick={open}>
        Quit
      </Button>
      <Modal opened={opened} onClose={close} title={quitTitle} centered>
        <Stack>
          {message && <Text>{message}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              No
            </Button>
            <Button color="red.8" onClick={() => void navigate(paths.dashboard)}>
              Yes
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
