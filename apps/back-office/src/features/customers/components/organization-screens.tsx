import { Button, Group, Modal } from '@mantine/core';
import { customerMessages } from '@stride/validation';
import { FormMessage, PageSection } from '@stride/ui';
import { useState } from 'react';
import { MESSAGE_CLEAR_MS } from '../../../config/messages';
import type { Organization } from '../api';
import { OrganizationForm } from './organization-form';
import { OrganizationTable } from './organization-table';
import { ManageOrganizationLink } from './drill-controls';
import { EditDeleteButtons, NotAvailableDialog } from './row-actions';

/** /admin/organization/add: name, country and owner email; the spec's message on success, cleared after 6 s. */
export function AddOrganizationScreen() {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <PageSection title="Add organization">
      <FormMessage message={message} type="info" autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setMessage(null)} />
      <div style={{ maxWidth: 640 }}>
        <OrganizationForm onSaved={setMessage} />
      </div>
    </PageSection>
  );
}

type Dialog = { kind: 'add' } | { kind: 'edit'; organization: Organization } | { kind: 'delete'; organization: Organization };

/**
 * /admin/organization/list: every organisation with its country, owner email and status; Add and Edit open
 * dialogs (docs/back-office-app.md), Delete says it is not available. Saved changes refresh the list and the
 * spec's message shows above it for 6 s.
 */
export function OrganizationListScreen() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const close = () => setDialog(null);
  const saved = (text: string) => {
    close();
    setMessage(text);
  };

  return (
    <PageSection title="Organizations" actions={<Button onClick={() => setDialog({ kind: 'add' })}>Add organization</Button>}>
      <FormMessage message={message} type="info" autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setMessage(null)} />
      <OrganizationTable
        name={(organization) => organization.name}
        actions={(organization) => (
          <Group gap="xs" wrap="nowrap">
            <ManageOrganizationLink organization={organization} />
            <EditDeleteButtons name={organization.name} onEdit={() => setDialog({ kind: 'edit', organization })} onDelete={() => setDialog({ kind: 'delete', organization })} />
          </Group>
        )}
      />
      <Modal opened={dialog?.kind === 'add'} onClose={close} title="Add organization" centered>
        <OrganizationForm onSaved={saved} />
      </Modal>
      <Modal opened={dialog?.kind === 'edit'} onClose={close} title="Edit organization" centered>
        {dialog?.kind === 'edit' && <OrganizationForm key={dialog.organization.id} organization={dialog.organization} onSaved={saved} />}
      </Modal>
      <NotAvailableDialog opened={dialog?.kind === 'delete'} title="Delete organization" message={customerMessages.organizationNotRemovable} onClose={close} />
    </PageSection>
  );
}
