import { Anchor } from '@mantine/core';
import { BLANK_MEMBER_CSV } from './member-csv';

/** "Download a blank csv" (docs/group-members.md): the member CSV's headers, saved as members.csv. */
export function BlankCsvLink() {
  return (
    <Anchor href={`data:text/csv;charset=utf-8,${encodeURIComponent(BLANK_MEMBER_CSV)}`} download="members.csv">
      Download a blank csv
    </Anchor>
  );
}
