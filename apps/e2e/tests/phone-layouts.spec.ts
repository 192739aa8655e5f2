import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { demoBackOfficeAdmin, demoGroupAdmin, demoLearner, demoOrgAdmin } from '@stride/demo';
import type { Schema } from '@stride/api-sdk';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/test';
import { backOffice, signIn } from '../support/helpers';
import { layoutOffenders } from '../support/layout-check';
import { appNames, appRoutePaths, type AppName } from '../support/route-table';

/**
 * Every route of the three apps' route tables, at a phone's width and a desktop's, checked for a page that
 * scrolls sideways and for controls whose text is cut (docs/phone-layouts.md). Static paths are opened as
 * they are; a path with parameters, a wildcard, or a screen that needs navigation state is opened as `visits`
 * below says, with ids the demo seed made. With PHONE_SCREENSHOTS set, the phone walk saves the screens named
 * in `screenshots` to docs/screens/.
 */

interface Visit {
  /** The address to open, relative to the app. */
  url: string;
  /** Navigation state, as the screen that links here would pass it. */
  state?: object;
  /** What to do once the page is open to reach the screen (a screen opened by a button). */
  open?: (page: Page) => Promise<void>;
  /** Tells apart two visits of one path in the report and the screenshot's name. */
  label?: string;
}

/** How one app is walked; `Seed` is what its visits need from the demo data. */
interface Walk<Seed> {
  origin: string;
  signIn: (page: Page) => Promise<void>;
  /** Ids from the demo seed, read through the API as the signed-in user. */
  seed: (page: Page) => Promise<Seed>;
  visits: Record<string, (seed: Seed) => Visit[]>;
  /** Visits saved as docs/screens/<app>-<name>.png when PHONE_SCREENSHOTS is set. */
  screenshots: Record<string, string>;
}

/** A walk with its seed's type closed over: the paths it visits specially, and a way to resolve any path's visits. */
interface AppWalk extends Pick<Walk<unknown>, 'origin' | 'signIn' | 'screenshots'> {
  specialPaths: string[];
  visitsOf: (page: Page) => Promise<(path: string) => Visit[]>;
}

function defineWalk<Seed>({ seed, visits, ...walk }: Walk<Seed>): AppWalk {
  return {
    ...walk,
    specialPaths: Object.keys(visits),
    visitsOf: async (page) => {
      const ids = await seed(page);
      return (path) => visits[path]?.(ids) ?? [{ url: path }];
    },
  };
}

/** GETs an API path with the bearer the app stored at sign-in. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`${new URL(page.url()).origin}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

async function signInAt(page: Page, url: string, account: { email: string; password: string }, landing: RegExp) {
  await page.goto(url);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(landing);
}

/** The first item of the days from today back a week that `pick` finds one in. */
async function recentItem<Day, T>(page: Page, list: '/activity/day-list' | '/challenge/day-list', pick: (day: Day) => T | undefined): Promise<T> {
  for (let day = 0; day >= -7; day--) {
    const found = pick(await apiGet<Day>(page, `${list}/${day}`));
    if (found) return found;
  }
  throw new Error(`No item in ${list} over the last week of the demo learner`);
}

const learner = defineWalk({
  origin: 'http://localhost:4200',
  signIn: (page) => signInAt(page, 'http://localhost:4200/user/login', demoLearner, /\/user\/dashboard$/),
  seed: learnerSeed,
  visits: {
    '/': () => [{ url: '/' }],
    '/user/*': () => [{ url: '/user/no-such-screen' }],
    '/*': () => [{ url: '/no-such-screen' }],
    '/assessment/questions/:program_id': ({ program }) => [{ url: `/assessment/questions/${program.program_id}`, state: { program_type: 'program', program_name: program.program.name } }],
    '/assessment/result/:program_id': ({ program }) => [{ url: `/assessment/result/${program.program_id}`, state: { program_type: 'program', program_name: program.program.name } }],
    '/user/program-schedule': ({ activity, program }) => [
      { url: '/user/program-schedule', state: { goal_id: activity.goal_id, static_day: 1, program_name: program.program.name, referrer: '/user/dashboard' } },
    ],
    '/activity/id/:activity_id': ({ activity }) => [{ url: `/activity/id/${activity.activity_id}`, state: { goal_id: activity.goal_id, activity_name: activity.activity.name } }],
    '/activity/review/:activity_id': ({ activity }) => [{ url: `/activity/review/${activity.activity_id}`, state: { goal_id: activity.goal_id, activity_name: activity.activity.name } }],
    '/revision/id/:revision_id': ({ revision }) => [{ url: `/revision/id/${revision.revision_id}`, state: { goal_id: revision.goal_id, revision_name: revision.revision.name } }],
    '/revision/review/:revision': ({ revision }) => [{ url: `/revision/review/${revision.revision_id}`, state: { goal_id: revision.goal_id, revision_name: revision.revision.name } }],
    '/revision/oldrevision': ({ revision }) => [
      { url: '/revision/oldrevision', state: { goal_id: revision.goal_id, revision_name: revision.revision.name, revision_id: revision.revision_id } },
    ],
    '/challenge/id/:challenge_id': ({ challenge }) => [{ url: `/challenge/id/${challenge.challenge_id}`, state: { goal_id: challenge.goal_id, challenge_name: challenge.challenge.name } }],
    '/challenge/id/new/:challenge_id': ({ challenge }) => [
      { url: `/challenge/id/new/${challenge.challenge_id}`, state: { goal_id: challenge.goal_id, challenge_name: challenge.challenge.name } },
    ],
    '/challenge/complete/:challenge_id': ({ take }) => [{ url: `/challenge/complete/${take.challenge_id}`, state: { user_challenge_id: take.id, goal_id: take.goal_id } }],
    '/challenge/complete/new/:challenge_id': ({ take }) => [
      { url: `/challenge/complete/new/${take.challenge_id}`, state: { user_challenge_id: take.id, goal_id: take.goal_id, challenge_name: take.challenge.name } },
    ],
    // A team the learner is in already: accepting again changes nothing.
    '/group/join-link/:email/:group_id': ({ group }) => [{ url: `/group/join-link/${encodeURIComponent(demoLearner.email)}/${group.group_id}` }],
  },
  screenshots: { '/user/dashboard': 'dashboard', '/programs': 'programs', '/activity/id/:activity_id': 'activity', '/journal': 'journal', '/team/admin': 'team', '/profile': 'profile' },
});

async function learnerSeed(page: Page) {
  const [program] = await apiGet<Schema<'EnrolledProgram'>[]>(page, '/program/get-enrolled');
  const activity = await recentItem(page, '/activity/day-list', (day: Schema<'ActivityDayList'>) => day.activityList[0]);
  const revision = await recentItem(page, '/activity/day-list', (day: Schema<'ActivityDayList'>) => day.revisionList[0]);
  const challenge = await recentItem(page, '/challenge/day-list', (day: Schema<'ChallengeDayList'>) => day.challengeList[0]);
  const [take] = await apiGet<Schema<'ChallengeSchedule'>[]>(page, '/user-data/get-scheduled-challenges');
  const [group] = await apiGet<Schema<'GroupMembership'>[]>(page, '/group/get-joined');
  expect(program && take && group, 'the demo learner has a program, a scheduled challenge and a team').toBeTruthy();
  return { program: program!, activity, revision, challenge, take: take!, group: group! };
}

/** Opens the report list and the first report's View, as an admin would; the address names the report (docs/learn-players.md, "Addresses"). */
const viewBasicMetrics = async (page: Page) => {
  await page.getByRole('button', { name: 'View Basic metrics' }).click();
  await expect(page).toHaveURL(/\/display-report\?report=reports%2Fbasic-metrics%2F/);
};

/** Opens the side menu's drawer where the window is narrow enough to have one. */
const openMenu = async (page: Page) => {
  const burger = page.getByRole('button', { name: 'Menu' });
  if (await burger.isVisible()) await burger.click();
};

/** The administrator screen once per section of the menu, and once with its menu drawer open. */
const administratorVisits = (sections: readonly string[]): Visit[] => [
  ...sections.map((section) => ({ url: '/administrator', state: { section }, label: section })),
  { url: '/administrator', open: openMenu, label: 'menu' },
];

const orgAdmin = defineWalk({
  origin: 'http://localhost:4300',
  signIn: (page) => signInAt(page, 'http://localhost:4300/login', demoOrgAdmin, /\/administrator$/),
  seed: orgAdminSeed,
  visits: {
    '/': () => [{ url: '/' }],
    '/*': () => [{ url: '/no-such-screen' }],
    '/administrator': () => administratorVisits(['reports', 'organization', 'group', 'user', 'search']),
    '/administrator/user-details': ({ member }) => [{ url: `/administrator/user-details?email=${encodeURIComponent(member.email)}`, state: { first_name: member.first_name, last_name: member.last_name } }],
    '/group-members': ({ group }) => [{ url: `/group-members?group_id=${group.id}` }],
    '/display-report': () => [{ url: '/administrator', open: viewBasicMetrics }],
  },
  screenshots: { '/administrator reports': 'reports', '/administrator group': 'groups', '/administrator menu': 'menu', '/administrator user': 'users', '/group-members': 'group-members', '/display-report': 'report' },
});

/**
 * The org-admin app as a group admin sees it: Reports, Group and Search only, and only the groups they run
 * (docs/organisation-admins.md). The paths it has no visit for are opened as they are.
 */
const groupAdminWalk = defineWalk({
  origin: 'http://localhost:4300',
  signIn: (page) => signInAt(page, 'http://localhost:4300/login', demoGroupAdmin, /\/administrator$/),
  seed: groupAdminSeed,
  visits: {
    '/*': () => [{ url: '/no-such-screen' }],
    '/administrator': () => administratorVisits(['reports', 'group', 'search']),
    '/group-members': ({ group }) => [{ url: `/group-members?group_id=${group.id}` }],
    '/display-report': () => [{ url: '/administrator', open: viewBasicMetrics }],
  },
  screenshots: {},
});

async function groupAdminSeed(page: Page) {
  const id = await page.evaluate(() => localStorage.getItem('id'));
  const [group] = await apiGet<Schema<'Group'>[]>(page, `/group/org-groups/${id}`);
  expect(group, 'the demo group admin runs a group').toBeTruthy();
  return { group: group! };
}

async function orgAdminSeed(page: Page) {
  const [member] = await apiGet<Schema<'OrgMember'>[]>(page, '/user/org-members');
  const [group] = await apiGet<Schema<'Group'>[]>(page, '/group/get-org-groups');
  expect(member && group, 'the demo organisation has members and groups').toBeTruthy();
  return { member: member!, group: group! };
}

const backOfficeWalk = defineWalk({
  origin: backOffice,
  signIn: (page) => signInAt(page, `${backOffice}/admin/login`, demoBackOfficeAdmin, /\/admin\/curriculum$/),
  seed: backOfficeSeed,
  visits: {
    '/': () => [{ url: '/' }],
    '/*': () => [{ url: '/no-such-screen' }],
    // The seed makes no pending admin: a confirmation token exists only in an invitation's email.
    '/admin/confirm/:token': () => [{ url: '/admin/confirm/no-such-token' }],
    '/admin/activity/edit/:activity_id': ({ activity }) => [{ url: `/admin/activity/edit/${activity.id}` }],
    '/admin/activity/preview/:activity_id': ({ activity }) => [{ url: `/admin/activity/preview/${activity.id}` }],
    '/admin/question/add/:activity_id?': ({ activity }) => [{ url: '/admin/question/add' }, { url: `/admin/question/add/${activity.id}`, label: 'for an activity' }],
    '/admin/challenge/edit/:challenge_id': ({ challenge }) => [{ url: `/admin/challenge/edit/${challenge.id}` }],
    '/admin/assessment/list': ({ program }) => [{ url: '/admin/assessment/list' }, { url: `/admin/assessment/list?program=${program.id}`, label: 'a program' }],
    '/admin/program/edit/:program_id': ({ program }) => [{ url: `/admin/program/edit/${program.id}` }],
    '/admin/topic/edit/:topic_id': ({ topic }) => [{ url: `/admin/topic/edit/${topic.id}` }],
    '/admin/customer/organization/:organizationId': ({ organization }) => [{ url: `/admin/customer/organization/${organization.id}` }],
    '/report': ({ organization }) => [{ url: `/report?organization_id=${organization.id}` }],
    '/display-report': ({ organization }) => [{ url: `/report?organization_id=${organization.id}`, open: viewBasicMetrics }],
  },
  screenshots: { '/admin/curriculum': 'curriculum', '/admin/customer': 'customers', '/admin/customer/organization/:organizationId': 'organization', '/admin/activity/all': 'activities', '/display-report': 'report' },
});

async function backOfficeSeed(page: Page) {
  const [activity] = await apiGet<Schema<'Activity'>[]>(page, '/activity/all');
  const [challenge] = await apiGet<Schema<'Challenge'>[]>(page, '/challenge/all');
  // A program, not a sprint: the assessment list offers programs only.
  const program = (await apiGet<Schema<'AuthoredProgram'>[]>(page, '/program/all')).find((candidate) => candidate.program_type === 'program');
  const [topic] = await apiGet<Schema<'Topic'>[]>(page, '/topic/all');
  const organizations = await apiGet<Schema<'OrganizationOverview'>[]>(page, '/organization/all');
  const organization = organizations.find((candidate) => candidate.name === 'Northwind Logistics') ?? organizations[0];
  expect(activity && challenge && program && topic && organization, 'the demo curriculum and customers').toBeTruthy();
  return { activity: activity!, challenge: challenge!, program: program!, topic: topic!, organization: organization! };
}

const walks: Record<AppName, AppWalk> = { learner, 'org-admin': orgAdmin, 'back-office': backOfficeWalk };

/** Each app as each kind of user who signs in to it: the org-admin app also as a group admin. */
const walkers: { app: AppName; as?: string; walk: AppWalk }[] = [
  ...appNames.map((app) => ({ app, walk: walks[app] })),
  { app: 'org-admin', as: 'a group admin', walk: groupAdminWalk },
];

/** Opens `visit` and waits until its data has arrived and nothing is loading. */
async function open(page: Page, origin: string, visit: Visit) {
  if (visit.state) {
    // The router reads navigation state from history.state.usr on load, as after a reload.
    await page.evaluate(([url, state]) => history.replaceState({ usr: state, key: 'walk', idx: 0 }, '', url), [visit.url, visit.state] as const);
    await page.reload();
  } else {
    await page.goto(`${origin}${visit.url}`);
  }
  await visit.open?.(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader:visible, [aria-busy="true"]:visible')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const screensDir = process.env.PHONE_SCREENSHOTS ? join(import.meta.dirname, '..', '..', '..', 'docs', 'screens') : null;

let routePaths: Record<AppName, string[]>;
test.beforeAll(async () => {
  routePaths = await appRoutePaths();
});

test('each path with a parameter or a wildcard of the three route tables has its visits, and no visit names a path that is gone', () => {
  for (const app of appNames) {
    const paths = routePaths[app];
    expect(paths.length, `${app} routes`).toBeGreaterThan(3);
    expect(paths.filter((path) => /[:*]/.test(path) && !walks[app].specialPaths.includes(path)), `${app}: paths without visits`).toEqual([]);
    expect(walks[app].specialPaths.filter((path) => !paths.includes(path)), `${app}: visits of paths not in the route table`).toEqual([]);
  }
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 800 } });
    for (const { app, as, walk } of walkers) {
      test(`every screen of the ${app} app${as ? ` as ${as}` : ''} fits the window: no sideways scrolling, no cut control`, async ({ page }) => {
        await walk.signIn(page);
        const visitsOf = await walk.visitsOf(page);
        const offenders: string[] = [];
        for (const path of routePaths[app]) {
          for (const visit of visitsOf(path)) {
            const name = visit.label ? `${path} ${visit.label}` : path;
            await test.step(name, async () => {
              await open(page, walk.origin, visit);
              offenders.push(...(await layoutOffenders(page)).map((offender) => `${name} (${page.url().replace(walk.origin, '')}): ${offender}`));
              const shot = walk.screenshots[name];
              if (screensDir && shot && width < 800) {
                mkdirSync(screensDir, { recursive: true });
                // A palette keeps each file small enough to commit (a flat UI loses nothing to it).
                await sharp(await page.screenshot()).png({ palette: true }).toFile(join(screensDir, `${app}-${shot}.png`));
              }
            });
          }
        }
        expect(offenders).toEqual([]);
      });
    }
  });
}
