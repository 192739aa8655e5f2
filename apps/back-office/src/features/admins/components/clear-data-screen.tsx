import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { errorMessage } from '@stride/api-sdk';
import { FormMessage, PageSection, type FormMessageType } from '@stride/ui';
import { useState } from 'react';
import { env } from '../../../config/env';
import { useClearDemoData } from '../api';
import { MESSAGE_CLEAR_MS } from '../../../config/messages';
import { adminMessages } from '../messages';

/**
 * /admin/clear-data: one button that clears the learning data of the fixed demo account (docs/back-office-app.md),
 * after a confirmation; the server's answer is shown and clears after 6 s.
 */
export function ClearDataScreen() {
  const clearDemoData = useClearDemoData();
  const [confirming, confirm] = useDisclosure(false);
  const [result, setResult] = useState<{ text: string; type: FormMessageType } | null>(null);
  const email = env.demoLearnerEmail;

  const clear = async () => {
    confirm.close();
    setResult(null);
    try {
      const { message } = await clearDemoData.mutateAsync(email);
      setResult({ text: message, type: 'info' });
    } catch (thrown) {
      setResult({ text: errorMessage(thrown, adminMessages.clearFailed), type: 'error' });
    }
  };

  return (
    <PageSection title="Clear demo data">
      <Stack gap="md" maw={640} align="flex-start">
        <Text>
          Clears the learning progress of the demo account <strong>{email}</strong>: enrolments, answers, points and learning days.
          The account itself and every other account stay as they are.
        </Text>
        <FormMessage message={result?.text} type={result?.type} autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setResult(null)} />
        <Button color="red" onClick={confirm.open} loading={clearDemoData.isPending}>
          Clear data
        </Button>
      </Stack>
      <Modal opened={confirming} onClose={confirm.close} title="Clear the demo account’s data?" centered>
        <Stack gap="md">
          <Text>The learning data of {email} will be deleted. This cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void clear()}>
              Yes, clear
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageSection>
  );
}
