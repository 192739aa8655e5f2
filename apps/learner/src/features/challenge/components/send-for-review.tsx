import { Button, Checkbox, Group, Loader, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage, isApiError } from '@stride/api-sdk';
import { storedUser } from '@stride/app-shell';
import { FormMessage } from '@stride/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { apiErrorMessage } from '../../../config/messages';
import { challengeQueries, type GroupAdmin, sendReviewDocument } from '../api';
import { challengeMessages } from '../messages';
import { buildReviewDocument, reviewProblem } from '../review-document';

export interface SendForReviewProps {
  challengeId: number;
  goalId: number;
  challengeName: string;
  /** The section's heading, for an address ending in #send-for-review to move focus to. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The recipients of the rows chosen, each once (one admin may run several of the learner's groups). */
const recipients = (admins: GroupAdmin[], selected: ReadonlySet<number>) => [...new Set(admins.filter((row) => selected.has(row.group_id)).map((row) => row.group_admin.email))];

/** What a failed send says: the spec's words, and the server's reason when it gives one (a 4xx). */
function failure(error: unknown): { title?: string; message: string } {
  const reason = isApiError(error) && error.status < 500 ? errorMessage(error, '') : '';
  return reason ? { title: challengeMessages.documentFailed, message: reason } : { message: challengeMessages.documentFailed };
}

/**
 * Send for review (docs/challenges.md): the admins of the learner's groups in a table with a checkbox per
 * row, then the review document (the learner's answers, built in the browser as .docx) sent to the chosen
 * admins with the upload's progress shown.
 */
export function SendForReview({ challengeId, goalId, challengeName, headingRef }: SendForReviewProps) {
  const admins = useQuery(challengeQueries.groupAdmins());
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const send = useMutation({
    mutationFn: async (emails: string[]) => {
      setProgress(0);
      const items = await queryClient.fetchQuery(challengeQueries.challengeReview(goalId, challengeId));
      const user = storedUser();
      const document = await buildReviewDocument({ challengeName, learnerName: user ? `${user.first_name} ${user.last_name}`.trim() : null, items });
      return sendReviewDocument({ document, user_email: emails, challenge_name: challengeName, goal_id: goalId }, setProgress);
    },
    onSettled: () => setProgress(null),
  });

  const rows = admins.data ?? [];
  const toggle = (groupId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(groupId)) next.add(groupId);
      return next;
    });
  const allChosen = rows.length > 0 && rows.every((row) => selected.has(row.group_id));
  const submit = () => {
    const found = reviewProblem({ goalId, challengeId, selected: selected.size });
    setProblem(found);
    if (!found) send.mutate(recipients(rows, selected));
  };
  const failed = send.isError ? failure(send.error) : null;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="send-review-title">
      <Stack>
        <Title order={2} size="h3" id="send-review-title" ref={headingRef} tabIndex={-1}>
          Send for review
        </Title>
        <Text>Send your answers to the admins of your groups as a Word document.</Text>
        {admins.isPending && <Loader aria-label="Loading the admins of your groups" />}
        {admins.isError && (
          <Text role="alert" c="red.8">
            {errorMessage(admins.error, apiErrorMessage)}
          </Text>
        )}
        {admins.isSuccess && rows.length === 0 && (
          <Stack gap={4}>
            <Text fw={700}>{challengeMessages.noAdmins}</Text>
            <Text>{challengeMessages.noAdminsHelp}</Text>
          </Stack>
        )}
        {rows.length > 0 && (
          <>
            <Table>
              <Table.Caption>Admins of your groups</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>
                    <Checkbox
                      aria-label="Select all admins"
                      checked={allChosen}
                      indeterminate={selected.size > 0 && !allChosen}
                      onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((row) => row.group_id)))}
                    />
                  </Table.Th>
                  <Table.Th>Group</Table.Th>
                  <Table.Th>Admin</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.group_id}>
                    <Table.Td>
                      <Checkbox aria-label={`Select ${row.group_admin.email}, admin of ${row.name}`} checked={selected.has(row.group_id)} onChange={() => toggle(row.group_id)} />
                    </Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.group_admin.email}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <FormMessage type="error" message={problem} onHide={() => setProblem(null)} />
            {progress !== null && (
              <Stack gap={4}>
                <Progress value={Math.round(progress * 100)} aria-label="Sending the document" />
                <Text size="sm">Sending: {Math.round(progress * 100)}%</Text>
              </Stack>
            )}
            <FormMessage type="success" message={send.isSuccess ? challengeMessages.documentSent : null} onHide={send.reset} />
            <FormMessage type="error" title={failed?.title} message={failed?.message} onHide={send.reset} />
            <Group>
              <Button onClick={submit} loading={send.isPending}>
                Send
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
