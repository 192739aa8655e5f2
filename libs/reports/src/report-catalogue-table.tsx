import { Alert, Button, Group, Modal, NativeSelect, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { inactiveDayOptions, reportCatalogue, reportMessages, reportRow, reportViewLink, takesDays, type InactiveDays, type ReportInfo, type ReportLinkOptions, type ReportVariant } from './catalogue';

export interface ReportCatalogueTableProps {
  /** The table's caption, naming whose reports these are. */
  caption: string;
  /** Which reports the links read: an organisation's (org_admin) or groups' (group_admin). */
  variant: ReportVariant;
  /** The scope the links name (a back-office admin's organisation or team; none for a learner's own). */
  options?: ReportLinkOptions;
  /** Opens a report by its view link (the apps navigate to /display-report with it). */
  onOpen: (viewLink: string) => void;
}

/**
 * The report list (docs/reports.md): the nine reports of the catalogue as a table
 * Report, Description, Actions, each with a View action. The inactive-users report first asks for a day
 * option (docs/reports.md). Shared by the back office's /report and the org-admin Reports section.
 */
export function ReportCatalogueTable({ caption, variant, options = {}, onOpen }: ReportCatalogueTableProps) {
  const [askingDays, setAskingDays] = useState<ReportInfo | null>(null);
  return (
    <>
      {/* A phone scrolls the table in its own box, never the page (docs/phone-layouts.md). */}
      <Table.ScrollContainer minWidth={480}>
        <Table striped captionSide="top">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Report</Table.Th>
              <Table.Th scope="col">Description</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reportCatalogue.map((report) => {
              const row = reportRow(report.name, variant, options);
              return (
                <Table.Tr key={report.name}>
                  <Table.Td>{row.reportName}</Table.Td>
                  <Table.Td>{row.description}</Table.Td>
                  <Table.Td>
                    <Button variant="light" size="xs" aria-label={`View ${row.reportName}`} onClick={() => (takesDays(report.name) ? setAskingDays(report) : onOpen(row.viewLink))}>
                      View
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DaysDialog report={askingDays} onClose={() => setAskingDays(null)} onView={(report, days) => onOpen(reportViewLink(report.name, variant, { ...options, days }))} />
    </>
  );
}

/** The inactive-users report's day option, asked before it opens. */
function DaysDialog({ report, onClose, onView }: { report: ReportInfo | null; onClose: () => void; onView: (report: ReportInfo, days: InactiveDays) => void }) {
  const [days, setDays] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setDays('');
    setProblem(null);
    onClose();
  };
  const view = () => {
    const option = inactiveDayOptions.find((candidate) => String(candidate.value) === days);
    if (!report) return;
    if (!option) {
      setProblem(reportMessages.chooseDays);
      return;
    }
    onView(report, option.value);
  };
  return (
    <Modal opened={report !== null} onClose={close} title={report?.title ?? ''}>
      <Stack gap="md">
        <NativeSelect
          label="Inactive"
          value={days}
          onChange={(event) => {
            setDays(event.currentTarget.value);
            setProblem(null);
          }}
          data={[{ value: '', label: 'Select an option' }, ...inactiveDayOptions.map((option) => ({ value: String(option.value), label: option.label }))]}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={view}>View report</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
