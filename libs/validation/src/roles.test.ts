import { describe, expect, it } from 'vitest';
import { isAdministratorRole, isOrganisationAdminLevel, mayInOrganisation, meetsRoleRequirement, organisationAdminLevelLabel, roleRequirements, type OrganisationPermission } from './roles';

describe('roles', () => {
  it('makes roles 3-6 organisation admins and 2-6 administrators (docs/domain-rules.md)', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(isOrganisationAdminLevel)).toEqual([false, false, true, true, true, true, false]);
    expect([1, 2, 3, 4, 5, 6, 7].map(isAdministratorRole)).toEqual([false, true, true, true, true, true, false]);
  });

  it.each<[OrganisationPermission, number[]]>([
    ['editOrganization', [3]],
    ['addMembers', [3, 4]],
    ['manageGroups', [3, 4, 5]],
  ])('opens %s to levels %j only', (permission, levels) => {
    expect([1, 2, 3, 4, 5, 6].filter((role) => mayInOrganisation(role, permission))).toEqual(levels);
  });

  it('names a level with its number', () => {
    expect(organisationAdminLevelLabel(3)).toBe('Administrator (level 3)');
    expect(organisationAdminLevelLabel(6)).toBe('Report viewer (level 6)');
  });

  it('meets each role requirement of the contract with the roles it names', () => {
    const holders = Object.fromEntries(roleRequirements.map((requirement) => [requirement, [1, 2, 3, 4, 5, 6].filter((role) => meetsRoleRequirement(role, requirement))]));
    expect(holders).toEqual({ administrator: [2, 3, 4, 5, 6], organisationAdmin: [3, 4, 5, 6], editOrganization: [3], addMembers: [3, 4], manageGroups: [3, 4, 5] });
  });
});
