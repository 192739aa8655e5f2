export { AddUsersPanel, type AddUsersPanelProps } from './add-users-panel';
export { BlankCsvLink } from './blank-csv-link';
export { GroupMembersScreen, type GroupMembersScreenProps } from './group-members-screen';
export {
  createGroupMembersApi,
  type Group,
  type GroupMembersApi,
  type GroupMembersAppCalls,
  type GroupRef,
  type GroupUserStatus,
  type JoinLink,
} from './group-members-api';
export { BLANK_MEMBER_CSV, readMemberCsv, type MemberCsvResult } from './member-csv';
