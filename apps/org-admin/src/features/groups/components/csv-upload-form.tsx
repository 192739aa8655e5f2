import { Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { Schema } from '@stride/api-sdk';
import { BlankCsvLink, readMemberCsv } from '@stride/group-members';
import type { FormMessageType } from '@stride/ui';
import { customerMessages } from '@stride/validation';
import { useId, useState, type FormEvent } from 'react';
import { useImportCsvMembers } from '../api';
import { addFailure } from '../messages';

type Imported = Schema<'OrgMembersImported'>;

/** Where an import is: the file being read and checked, then its rows with the server (one transaction). */
type Stage = { step: 'reading' } | { step: 'importing'; rows: number };

const stageView = {
  reading: { value: 25, text: () => 'Reading the file…' },
  importing: { value: 75, text: (rows: number) => `Importing ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}…` },
} as const;

export interface CsvUploadFormProps {
  /** Shows the outcome in the panel's message. */
  onMessage: (text: string, type?: FormMessageType) => void;
}

/**
 * Upload CSV (first_name, last_name, email): the file is read and checked in the browser, then all its rows
 * go in one call, which the server imports in one transaction (all or nothing if it fails); a progress bar
 * follows the two steps, then come how many were added and skipped, and the refused rows with their line in
 * the file and the reason.
 */
export function CsvUploadForm({ onMessage }: CsvUploadFormProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [stage, setStage] = useState<Stage | null>(null);
  const [result, setResult] = useState<Imported | null>(null);
  const importRows = useImportCsvMembers();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setStage({ step: 'reading' });
    const parsed = await readMemberCsv(file);
    if ('problem' in parsed) {
      setStage(null);
      return onMessage(parsed.problem);
    }
    setStage({ step: 'importing', rows: parsed.rows.length });
    try {
      setResult(await importRows.mutateAsync({ user_list: parsed.rows }));
      onMessage(customerMessages.usersAdded, 'success');
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (thrown) {
      onMessage(addFailure(thrown));
    } finally {
      setStage(null);
    }
  };

  return (
    <Stack gap="sm">
      <form aria-label="Upload CSV" noValidate onSubmit={submit}>
        <Stack gap="xs">
          <label htmlFor={inputId}>CSV file (first_name, last_name, email)</label>
          <input key={inputKey} id={inputId} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
          <Group>
            <Button type="submit" variant="light" loading={stage !== null}>
              Import file
            </Button>
            <BlankCsvLink />
          </Group>
        </Stack>
      </form>
      {stage && (
        <Stack gap={4}>
          <Progress value={stageView[stage.step].value} animated={stage.step === 'importing'} striped aria-label="Import progress" />
          <Text size="sm">{stage.step === 'importing' ? stageView.importing.text(stage.rows) : stageView.reading.text()}</Text>
        </Stack>
      )}
      {result && <CsvImportSummary result={result} />}
    </Stack>
  );
}

/** The import's counts and the refused rows. */
function CsvImportSummary({ result }: { result: Imported }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} id={headingId}>
        Import result
      </Title>
      <Text>
        Added: {result.added} · Skipped: {result.skipped} · Refused: {result.refused.length}
      </Text>
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
