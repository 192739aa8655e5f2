import { demoBackOfficeAdmin, demoGroupAdmin, demoLearner, demoOrgAdmin, demoTeammateOnDayTen } from '@stride/demo';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../lib/password';
import {
  admins,
  educationPersonas,
  groupMemberships,
  groups,
  organizations,
  orgProgramAccess,
  professionPersonas,
  programs,
  users,
} from '../db/schema/index';
import type { SeedTx } from './types';

// The demo sign-ins come from @stride/demo, which `npm start` and the browser tests read too.
export const LEARNER_EMAIL = demoLearner.email;
export const LEARNER_PASSWORD = demoLearner.password;
export const GROUP_ADMIN_EMAIL = demoGroupAdmin.email;
export const GROUP_ADMIN_PASSWORD = demoGroupAdmin.password;
export const ORG_ADMIN_EMAIL = demoOrgAdmin.email;
export const ORG_ADMIN_PASSWORD = demoOrgAdmin.password;
export const ADMIN_EMAIL = demoBackOfficeAdmin.email;
export const ADMIN_PASSWORD = demoBackOfficeAdmin.password;
/** Teammates in the demo groups, so the leaderboard has people on it. */
export const TEAMMATE_EMAILS = [
  'priya.nair@stride.example',
  'arjun.mehta@stride.example',
  'kavya.rao@stride.example',
  'rohan.das@stride.example',
  demoTeammateOnDayTen.email,
] as const;
export const TEAMMATE_PASSWORD = demoTeammateOnDayTen.password;
/** Invited to "Operations Leads" but not registered: shows the Resend Invite state. */
export const INVITED_EMAIL = 'new.joiner@stride.example';

export const ORGANIZATION_NAME = 'Northwind Logistics';
export const GROUP_NAMES = { operations: 'Operations Leads', customerSuccess: 'Customer Success' } as const;


const TIME_ZONE = 'Asia/Kolkata';

interface UserSpec {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  role_id: number;
  gender: 'male' | 'female' | 'other';
  date_of_birth: string;
  phone: string;
}

const userSpecs = {
  learner: {
    email: LEARNER_EMAIL,
    password: LEARNER_PASSWORD,
    first_name: 'Asha',
    last_name: 'Raman',
    role_id: 1,
    gender: 'female',
    date_of_birth: '1994-03-18',
    phone: '+919845011223',
  },
  groupAdmin: {
    email: GROUP_ADMIN_EMAIL,
    password: GROUP_ADMIN_PASSWORD,
    first_name: 'Vikram',
    last_name: 'Menon',
    role_id: 2,
    gender: 'male',
    date_of_birth: '1987-09-02',
    phone: '+919845022334',
  },
  orgAdmin: {
    email: ORG_ADMIN_EMAIL,
    password: ORG_ADMIN_PASSWORD,
    first_name: 'Meera',
    last_name: 'Iyer',
    role_id: 3,
    gender: 'female',
    date_of_birth: '1982-12-11',
    phone: '+919845033445',
  },
  priya: {
    email: TEAMMATE_EMAILS[0],
    password: TEAMMATE_PASSWORD,
    first_name: 'Priya',
    last_name: 'Nair',
    role_id: 1,
    gender: 'female',
    date_of_birth: '1996-06-25',
    phone: '+919845044556',
  },
  arjun: {
    email: TEAMMATE_EMAILS[1],
    password: TEAMMATE_PASSWORD,
    first_name: 'Arjun',
    last_name: 'Mehta',
    role_id: 1,
    gender: 'male',
    date_of_birth: '1991-01-30',
    phone: '+919845055667',
  },
  kavya: {
    email: TEAMMATE_EMAILS[2],
    password: TEAMMATE_PASSWORD,
    first_name: 'Kavya',
    last_name: 'Rao',
    role_id: 1,
    gender: 'female',
    date_of_birth: '1993-04-14',
    phone: '+919845066778',
  },
  rohan: {
    email: TEAMMATE_EMAILS[3],
    password: TEAMMATE_PASSWORD,
    first_name: 'Rohan',
    last_name: 'Das',
    role_id: 1,
    gender: 'male',
    date_of_birth: '1990-08-07',
    phone: '+919845077889',
  },
  sneha: {
    email: TEAMMATE_EMAILS[4],
    password: TEAMMATE_PASSWORD,
    first_name: 'Sneha',
    last_name: 'Pillai',
    role_id: 1,
    gender: 'female',
    date_of_birth: '1997-11-21',
    phone: '+919845088990',
  },
} satisfies Record<string, UserSpec>;

export type DemoUserKey = keyof typeof userSpecs;

export interface DemoAccounts {
  organizationId: number;
  userIds: Record<DemoUserKey, number>;
  /** Users created by this run: only they get a seeded history, so reseeding never doubles it. */
  created: Set<DemoUserKey>;
  /** Emails of every account (users and back-office admins) created by this run. */
  createdEmails: string[];
}

async function ensureOrganization(tx: SeedTx): Promise<number> {
  const [existing] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, ORGANIZATION_NAME))
    .limit(1);
  if (existing) return existing.id;
  const [row] = await tx
    .insert(organizations)
    .values({
      name: ORGANIZATION_NAME,
      email: ORG_ADMIN_EMAIL,
      address: '4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru 560103',
      country: 'india',
      phone: '+918041235678',
      gst_number: '29AACCN4512K1Z3',
    })
    .returning({ id: organizations.id });
  if (!row) throw new Error('Seed: the organisation was not written');
  return row.id;
}

/** Returns the user's id, creating the account (and hashing its password) only if it does not exist yet. */
async function ensureUser(
  tx: SeedTx,
  spec: UserSpec,
  organizationId: number,
): Promise<{ id: number; created: boolean }> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, spec.email)).limit(1);
  if (existing) return { id: existing.id, created: false };
  const [row] = await tx
    .insert(users)
    .values({
      email: spec.email,
      password_hash: await hashPassword(spec.password),
      first_name: spec.first_name,
      last_name: spec.last_name,
      role_id: spec.role_id,
      organization_id: organizationId,
      date_of_birth: spec.date_of_birth,
      phone: spec.phone,
      country: 'india',
      city: 'Bengaluru',
      gender: spec.gender,
      time_zone: TIME_ZONE,
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`Seed: user ${spec.email} was not written`);
  return { id: row.id, created: true };
}

async function ensureAdmin(tx: SeedTx): Promise<boolean> {
  const [existing] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.email, ADMIN_EMAIL)).limit(1);
  if (existing) return false;
  await tx.insert(admins).values({
    email: ADMIN_EMAIL,
    password_hash: await hashPassword(ADMIN_PASSWORD),
    first_name: 'Sam',
    last_name: 'Okafor',
    phone: '+442079460321',
    gender: 'other',
    confirmed_at: new Date(),
  });
  return true;
}

async function ensureGroup(
  tx: SeedTx,
  organizationId: number,
  name: string,
  description: string,
  adminEmail: string,
  createdBy: number,
): Promise<number> {
  await tx
    .insert(groups)
    .values({
      name,
      description,
      organization_id: organizationId,
      group_admin_email: adminEmail,
      created_by_user_id: createdBy,
    })
    .onConflictDoNothing({ target: [groups.organization_id, groups.name] });
  const [row] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.organization_id, organizationId), eq(groups.name, name)))
    .limit(1);
  if (!row) throw new Error(`Seed: group ${name} was not written`);
  return row.id;
}

/** Members joined a while ago, so "joined" dates look natural. */
function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

/**
 * The organisation, its groups and program access, the demo users and the back-office admin. Existing rows
 * are left as they are, so a demo account whose password or profile was changed keeps the change.
 */
export async function ensureAccounts(tx: SeedTx, now: Date): Promise<DemoAccounts> {
  const organizationId = await ensureOrganization(tx);

  const userIds = {} as Record<DemoUserKey, number>;
  const created = new Set<DemoUserKey>();
  const createdEmails: string[] = [];
  for (const key of Object.keys(userSpecs) as DemoUserKey[]) {
    const spec = userSpecs[key];
    const result = await ensureUser(tx, spec, organizationId);
    userIds[key] = result.id;
    if (result.created) {
      created.add(key);
      createdEmails.push(spec.email);
    }
  }
  if (await ensureAdmin(tx)) createdEmails.push(ADMIN_EMAIL);

  // Every program is open to the organisation.
  const programRows = await tx.select({ id: programs.id }).from(programs);
  if (programRows.length > 0) {
    await tx
      .insert(orgProgramAccess)
      .values(programRows.map((program) => ({ organization_id: organizationId, program_id: program.id })))
      .onConflictDoNothing();
  }

  const operations = await ensureGroup(
    tx,
    organizationId,
    GROUP_NAMES.operations,
    'Shift and warehouse leads across the Bengaluru and Chennai hubs.',
    GROUP_ADMIN_EMAIL,
    userIds.orgAdmin,
  );
  const customerSuccess = await ensureGroup(
    tx,
    organizationId,
    GROUP_NAMES.customerSuccess,
    'Account managers and the customer support desk.',
    ORG_ADMIN_EMAIL,
    userIds.orgAdmin,
  );

  const joined = (groupId: number, key: DemoUserKey, joinedDaysAgo: number) => ({
    group_id: groupId,
    email: userSpecs[key].email,
    user_id: userIds[key],
    status: 'joined' as const,
    invited_at: daysAgo(now, joinedDaysAgo + 1),
    joining_date: daysAgo(now, joinedDaysAgo),
  });
  await tx
    .insert(groupMemberships)
    .values([
      joined(operations, 'groupAdmin', 30),
      joined(operations, 'learner', 24),
      joined(operations, 'priya', 22),
      joined(operations, 'kavya', 21),
      joined(operations, 'rohan', 18),
      joined(operations, 'sneha', 15),
      { group_id: operations, email: INVITED_EMAIL, status: 'invited', invited_at: daysAgo(now, 2) },
      joined(customerSuccess, 'orgAdmin', 30),
      joined(customerSuccess, 'learner', 20),
      joined(customerSuccess, 'arjun', 19),
    ])
    .onConflictDoNothing({ target: [groupMemberships.group_id, groupMemberships.email] });

  await tx
    .insert(educationPersonas)
    .values({ user_id: userIds.learner, education_level: 'bachelor', education_major: 'engineering' })
    .onConflictDoNothing();
  await tx
    .insert(professionPersonas)
    .values({
      user_id: userIds.learner,
      years_of_experience: 'five_to_eight_years',
      work_type: 'hybrid',
      role_type: 'people_manager',
      role_level: 'Team lead',
      role_area: 'Operations',
      type_of_company: 'industrial_and_materials',
      salary_level: 'Prefer not to say',
      no_of_direct_reportees: 'four_to_seven',
    })
    .onConflictDoNothing();

  return { organizationId, userIds, created, createdEmails };
}
