import { createOpenApiHttp } from 'openapi-msw';
import type { Schema, paths } from '../contract';

/**
 * MSW handler factories typed from the contract: paths, parameters and bodies are checked by tsc, so a
 * mock cannot drift from openapi.yaml. Tests, Storybook and a mock mode share them.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });

/** The `{ error: { code, message } }` body of a failure. */
export function errorBody(code: string, message: string): Schema<'Error'> {
  return { error: { code, message } };
}

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

export function aUserSession(overrides: Partial<Schema<'UserSession'>> = {}): Schema<'UserSession'> {
  return {
    id: 7,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    role_id: 1,
    organization_id: null,
    photo_url: null,
    newPhotoURL: null,
    expiryDate: inAWeek(),
    token: 'test-anti-forgery-token',
    ...overrides,
  };
}

export function anAdminSession(overrides: Partial<Schema<'AdminSession'>> = {}): Schema<'AdminSession'> {
  return {
    id: 1,
    email: 'admin@stride.example',
    first_name: 'Grace',
    last_name: 'Hopper',
    expiryDate: inAWeek(),
    token: 'test-admin-token',
    ...overrides,
  };
}

export function aProgram(overrides: Partial<Schema<'Program'>> = {}): Schema<'Program'> {
  return {
    id: 1,
    code: 'communication',
    name: 'Effective Communication at Work',
    description: 'Say what matters first, listen well and run crisp meetings.',
    display_image_url: null,
    program_type: 'program',
    proficiency: 'beginner',
    number_of_days: 20,
    active: true,
    ...overrides,
  };
}

/** A program as the back office lists it: two goals, three learners enrolled. */
export function anAuthoredProgram(overrides: Partial<Schema<'AuthoredProgram'>> = {}): Schema<'AuthoredProgram'> {
  return { ...aProgram(), goal_count: 2, learner_count: 3, ...overrides };
}

/** A goal followed since 2026-11-16, on day 4 of 20, a quarter done. */
export function anEnrolledGoal(overrides: Partial<Schema<'EnrolledGoal'>> = {}): Schema<'EnrolledGoal'> {
  return {
    goal_id: 11,
    goal: { id: 11, name: 'Write messages people act on', program: { id: 1, name: 'Effective Communication at Work', program_type: 'program', number_of_days: 20 } },
    completion_percentage: 25,
    learn_completion_percentage: 30,
    completed: false,
    completed_date: null,
    static_schedule_day_number: 4,
    quitted: false,
    paused: false,
    paused_due_to_inactivity: false,
    start_date: '2026-11-16',
    ...overrides,
  };
}

/** The program of anEnrolledGoal, which the day-list items below belong to. */
const dayItemProgram = { id: 1, name: 'Effective Communication at Work' };

/** An activity of today's Learn list, open and not done yet. */
export function aDayActivityItem(overrides: Partial<Schema<'DayActivityItem'>> = {}): Schema<'DayActivityItem'> {
  return { activity_id: 5, goal_id: 11, program: dayItemProgram, activity: { name: 'Lead with the point' }, enabled: true, completed: false, missed: false, ...overrides };
}

/** A revision of today's Learn list, open and not done yet. */
export function aDayRevisionItem(overrides: Partial<Schema<'DayRevisionItem'>> = {}): Schema<'DayRevisionItem'> {
  return { revision_id: 6, goal_id: 11, program: dayItemProgram, revision: { name: 'Revise clarity' }, enabled: true, completed: false, missed: false, ...overrides };
}

/** A challenge of today's Do list, open, not scheduled and not done yet. */
export function aDayChallengeItem(overrides: Partial<Schema<'DayChallengeItem'>> = {}): Schema<'DayChallengeItem'> {
  return {
    challenge_id: 7,
    goal_id: 11,
    program: dayItemProgram,
    challenge: { name: 'Rewrite an email', type: 'drill' },
    enabled: true,
    started: false,
    missed: false,
    completed: false,
    schedule: null,
    completed_date: null,
    ...overrides,
  };
}

/** The learner's membership of the team "Harbour Crew", joined. */
export function aGroupMembership(overrides: Partial<Schema<'GroupMembership'>> = {}): Schema<'GroupMembership'> {
  return {
    group_id: 3,
    groups: [{ name: 'Harbour Crew' }],
    status: 'joined',
    user: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', photo_url: null },
    group_admin: { email: 'lead@example.com', first_name: 'Grace', last_name: 'Hopper' },
    joining_date: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

/** A member of a team with their numbers, as the leaderboard reads them. */
export function aGroupMemberStats(overrides: Partial<Schema<'GroupMemberStats'>> = {}): Schema<'GroupMemberStats'> {
  return {
    user_id: 7,
    user: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', photo_url: null },
    points: 120,
    streak: 3,
    highest_streak: 5,
    no_of_days_of_learning: 12,
    no_of_subtopics_completed: 4,
    no_of_perfect_activities: 2,
    no_of_drills_done: 3,
    no_of_challenges_done: 1,
    last_active: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
