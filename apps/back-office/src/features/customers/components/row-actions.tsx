import { Button, Group, Modal, Text } from '@mantine/core';

/** A table row's Edit and Delete buttons, named after the row's item for screen readers. */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </Group>
  );
}

/** The dialog a Delete opens while deleting is not available (docs/back-office-app.md): the spec's words and OK. */
export function NotAvailableDialog({ opened, title, message, onClose }: { opened: boolean; title: string; message: string; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text role="alert">{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
