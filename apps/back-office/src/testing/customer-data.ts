export { aTeam, anOrganization } from './customer-fixtures';
