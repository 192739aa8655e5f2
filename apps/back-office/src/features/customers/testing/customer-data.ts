export { aTeam, anOrganization } from '../../../testing/customer-fixtures';
