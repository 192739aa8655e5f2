import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { BlankCsvLink, readMemberCsv } from '@stride/group-members';
import type { FormMessageType } from '@stride/ui';
import { customerMessages } from '@stride/validation';
import { useId, useState, type FormEvent } from 'react';
import { postCsvRows, useMembersChanged } from '../api';
import { importCsvInChunks, type CsvImportResult } from '../csv-import';
import { addFailure } from '../messages';

export interface CsvUploadFormProps {
  /** Shows the outcome in the panel's message. */
  onMessage: (text: string, type?: FormMessageType) => void;
}

/**
 * Upload CSV (first_name, last_name, email): the file is checked and parsed in the browser, then sent in
 * calls of 500 rows, one after another, with a progress bar; then how many were added and skipped, and the
 * refused rows with their line in the file and the reason.
 */
export function CsvUploadForm({ onMessage }: CsvUploadFormProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const membersChanged = useMembersChanged();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const parsed = await readMemberCsv(file);
    if ('problem' in parsed) return onMessage(parsed.problem);
    const total = parsed.rows.length;
    setProgress({ done: 0, total });
    const imported = await importCsvInChunks(parsed.rows, postCsvRows, (done) => setProgress({ done, total }));
    setProgress(null);
    setResult(imported);
    if (imported.failed) onMessage(addFailure(imported.failed.error));
    else {
      onMessage(customerMessages.usersAdded, 'success');
      setFile(null);
      setInputKey((key) => key + 1);
    }
    if (imported.added > 0) void membersChanged();
  };

  return (
    <Stack gap="sm">
      <form aria-label="Upload CSV" noValidate onSubmit={submit}>
        <Stack gap="xs">
          <label htmlFor={inputId}>CSV file (first_name, last_name, email)</label>
          <input key={inputKey} id={inputId} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
          <Group>
            <Button type="submit" variant="light" loading={progress !== null}>
              Import file
            </Button>
            <BlankCsvLink />
          </Group>
        </Stack>
      </form>
      {progress && (
        <Stack gap={4}>
          <Progress value={Math.round((progress.done / progress.total) * 100)} aria-label="Import progress" />
          <Text size="sm">
            Imported {progress.done} of {progress.total} rows
          </Text>
        </Stack>
      )}
      {result && <CsvImportSummary result={result} />}
    </Stack>
  );
}

/** The import's counts, where it stopped if a call failed, and the refused rows. */
function CsvImportSummary({ result }: { result: CsvImportResult }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} id={headingId}>
        Import result
      </Title>
      <Text>
        Added: {result.added} · Skipped: {result.skipped} · Refused: {result.refused.length}
      </Text>
      {result.failed && (
        // Each call is its own transaction: rows of the calls before the failed one stay imported.
        <Text>The import stopped at row {result.failed.fromRow}; the rows before it were imported.</Text>
      )}
      {result.refused.length > 0 && (
        <Table aria-label="Refused rows" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.refused.map((refused) => (
              <Table.Tr key={refused.row}>
                <Table.Td>{refused.row}</Table.Td>
                <Table.Td>{refused.email}</Table.Td>
                <Table.Td>{refused.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
