import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FormMessage } from '@stride/ui';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { isDeletable, useDeleteContent, useSetContentActive, type FlaggedContentKind } from '../api';
import { curriculumMessages, MESSAGE_CLEAR_MS } from '../messages';
import { failureResult, type FormResult } from './form-result';

/** Where the cards' actions report what happened: a deleted card is gone, so the page says it. */
const NoticeContext = createContext<((notice: FormResult) => void) | null>(null);

export interface ContentNoticesProps {
  /** The page's content; its cards' actions report here. */
  children: ReactNode;
}

/** The message of a page's card actions (switched, deleted, refused), cleared after 6 s, above the page's content. */
export function ContentNotices({ children }: ContentNoticesProps) {
  const [notice, setNotice] = useState<FormResult | null>(null);
  return (
    <NoticeContext.Provider value={setNotice}>
      <FormMessage message={notice?.text} type={notice?.type} autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setNotice(null)} />
      {children}
    </NoticeContext.Provider>
  );
}

export interface ContentActionsProps {
  /** The kind of content, as the contract names it. */
  kind: FlaggedContentKind;
  /** The item's id. */
  id: number;
  /** The item's name: the buttons and the dialog name it. */
  name: string;
  /** The item's own active flag (what learners are offered). */
  active: boolean;
}

/**
 * Deactivate or Activate, and Delete behind a confirmation dialog (docs/back-office-app.md, "Flags and
 * deleting"). The server decides whether an item may be deleted; its refusal (learners answered it, a
 * schedule uses it…) is shown in the dialog as it is.
 */
export function ContentActions({ kind, id, name, active }: ContentActionsProps) {
  const setActive = useSetContentActive();
  const deleteContent = useDeleteContent();
  const [confirming, confirm] = useDisclosure(false);
  const [refusal, setRefusal] = useState<FormResult | null>(null);
  const pageNotice = useContext(NoticeContext);
  const [ownNotice, setOwnNotice] = useState<FormResult | null>(null);
  const notify = pageNotice ?? setOwnNotice;

  const switchFlag = async () => {
    try {
      await setActive.mutateAsync({ kind, id, active: !active });
      notify({ text: active ? curriculumMessages.deactivated(name) : curriculumMessages.activated(name), type: 'info' });
    } catch (thrown) {
      notify(failureResult(thrown));
    }
  };

  const deleteItem = async () => {
    if (!isDeletable(kind)) return;
    setRefusal(null);
    try {
      const { message } = await deleteContent.mutateAsync({ kind, id });
      confirm.close();
      notify({ text: message, type: 'info' });
    } catch (thrown) {
      setRefusal(failureResult(thrown));
    }
  };

  return (
    <>
      {!pageNotice && <FormMessage message={ownNotice?.text} type={ownNotice?.type} autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setOwnNotice(null)} />}
      <Group gap="xs">
        <Button variant="default" size="xs" loading={setActive.isPending} onClick={() => void switchFlag()} aria-label={`${active ? 'Deactivate' : 'Activate'} ${name}`}>
          {active ? 'Deactivate' : 'Activate'}
        </Button>
        {isDeletable(kind) && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={() => {
              setRefusal(null);
              confirm.open();
            }}
            aria-label={`Delete ${name}`}
          >
            Delete
          </Button>
        )}
      </Group>
      <Modal opened={confirming} onClose={confirm.close} title={curriculumMessages.deleteQuestion(name)} centered>
        <Stack gap="md">
          <Text size="sm">{curriculumMessages.deleteExplained}</Text>
          <FormMessage message={refusal?.text} type={refusal?.type} autoHideMs={null} onHide={() => setRefusal(null)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button color="red" loading={deleteContent.isPending} onClick={() => void deleteItem()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
