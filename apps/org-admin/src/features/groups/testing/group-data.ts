import type { Schema } from '@stride/api-sdk';
import { ORGANIZATION_ID } from '../../../testing/signed-in';

/** A group of the signed-in admin's organisation, as GET group/get-org-groups lists it. */
export function aGroup(overrides: Partial<Schema<'Group'>> = {}): Schema<'Group'> {
  return {
    id: 10,
    name: 'Sales leads',
    description: 'First-line sales managers',
    organization_id: ORGANIZATION_ID,
    organization: { id: ORGANIZATION_ID, name: 'Northwind' },
    group_admin_email: 'group.admin@northwind.example',
    ...overrides,
  };
}

/** /administrator with the Group section chosen through navigation state. */
export const groupSection = { pathname: '/administrator', state: { section: 'group' } };
