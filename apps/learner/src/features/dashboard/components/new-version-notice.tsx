import { Alert, Button, Group, Text } from '@mantine/core';
import { env } from '../../../config/env';
import { dashboardMessages } from '../messages';
import { useNewVersion } from '../use-new-version';

/** Tells the learner a newer Stride has been deployed and offers to load it. */
export function NewVersionNotice() {
  if (!useNewVersion(env.buildVersion)) return null;
  return (
    <Alert role="status" color="blue" mb="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{dashboardMessages.newVersion}</Text>
        <Button size="xs" onClick={() => window.location.reload()}>
          Refresh
        </Button>
      </Group>
    </Alert>
  );
}
