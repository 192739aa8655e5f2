/**
 * Roles by role_id (docs/domain-rules.md): 1 learner, 2 group admin, 3-6 organisation admin levels.
 * The spec gives levels 3-6 the same screens and is silent on what else sets them apart; what each level may
 * change is ours (docs/organisation-admins.md). The server and the screens both decide with this module.
 */
export const LEARNER_ROLE = 1;
export const GROUP_ADMIN_ROLE = 2;

export const organisationAdminLevels = [3, 4, 5, 6] as const;
export type OrganisationAdminLevel = (typeof organisationAdminLevels)[number];

/** The level an organisation's owner, and any admin invited without one named, starts at: everything. */
export const FULL_ADMIN_LEVEL: OrganisationAdminLevel = 3;

export const organisationAdminLevelNames: Record<OrganisationAdminLevel, string> = {
  3: 'Administrator',
  4: 'People administrator',
  5: 'Group manager',
  6: 'Report viewer',
};

/** What each level may do, as the back office explains it when it sets one. */
export const organisationAdminLevelDescriptions: Record<OrganisationAdminLevel, string> = {
  3: "everything: the organisation's details, its people, its groups and reports",
  4: 'adds people, manages groups and reads reports; sees the details without changing them',
  5: 'manages groups and their members and reads reports; sees people and details',
  6: 'reads reports, people, groups and details, and changes nothing',
};

/** What an organisation admin may change; every level may read all of their organisation's area. */
export type OrganisationPermission = 'editOrganization' | 'addMembers' | 'manageGroups';

/** The levels each change is open to: each level may do what the one below it (a higher number) may, and more. */
const levelsAllowed: Record<OrganisationPermission, readonly OrganisationAdminLevel[]> = {
  editOrganization: [3],
  addMembers: [3, 4],
  manageGroups: [3, 4, 5],
};

export const isOrganisationAdminLevel = (roleId: number): roleId is OrganisationAdminLevel => (organisationAdminLevels as readonly number[]).includes(roleId);

/** Roles 2-6 may open the administrator area (docs/domain-rules.md). */
export const isAdministratorRole = (roleId: number) => roleId === GROUP_ADMIN_ROLE || isOrganisationAdminLevel(roleId);

/** Whether an organisation admin of this role may make this change in their organisation. */
export const mayInOrganisation = (roleId: number, permission: OrganisationPermission) =>
  isOrganisationAdminLevel(roleId) && levelsAllowed[permission].includes(roleId);

/**
 * What a learner session may be required to hold for an operation: the contract names one as the scheme's
 * role (`learnerSession: [addMembers]`), and the server refuses anyone else before it reads the request's
 * body. `administrator` is roles 2-6, `organisationAdmin` roles 3-6, a permission the levels that hold it.
 */
export type RoleRequirement = 'administrator' | 'organisationAdmin' | OrganisationPermission;

export const roleRequirements: readonly RoleRequirement[] = ['administrator', 'organisationAdmin', 'editOrganization', 'addMembers', 'manageGroups'];

export const isRoleRequirement = (name: string): name is RoleRequirement => (roleRequirements as readonly string[]).includes(name);

/** Whether a learner of this role meets the requirement. */
export function meetsRoleRequirement(roleId: number, requirement: RoleRequirement): boolean {
  if (requirement === 'administrator') return isAdministratorRole(roleId);
  if (requirement === 'organisationAdmin') return isOrganisationAdminLevel(roleId);
  return mayInOrganisation(roleId, requirement);
}

/** "Administrator (level 3)", as lists show a level. */
export const organisationAdminLevelLabel = (level: OrganisationAdminLevel) => `${organisationAdminLevelNames[level]} (level ${level})`;

/** Why a role is refused (the server's 403s). */
export const roleMessages = {
  notAdministrator: 'Only group and organisation administrators can do this.',
  notOrgAdmin: 'Only organisation administrators can do this.',
  levelTooLow: `Your admin level does not allow this. Ask an ${organisationAdminLevelLabel(FULL_ADMIN_LEVEL)} of your organization.`,
} as const;
