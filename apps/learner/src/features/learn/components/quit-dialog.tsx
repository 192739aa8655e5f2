import { Button, Group, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { learnMessages } from '../messages';

/** The players' Quit button and its dialog (learner-core §4): Yes goes to the dashboard, No stays. */
export function QuitControl() {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="default" onClick={open}>
        Quit
      </Button>
      <Modal opened={opened} onClose={close} title={learnMessages.quitTitle} centered>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            No
          </Button>
          <Button color="red.8" onClick={() => void navigate(paths.dashboard)}>
            Yes
          </Button>
        </Group>
      </Modal>
    </>
  );
}
