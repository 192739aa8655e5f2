export { BlankCsvLink } from './blank-csv-link';
export { BLANK_MEMBER_CSV, readMemberCsv, type MemberCsvResult } from './member-csv';
