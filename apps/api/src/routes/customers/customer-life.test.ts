import type { ReportName } from '@stride/reports/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { followClearGoal, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { failure, login, registerAndLogin, TEST_PASSWORD, uniqueEmail } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
  server.clock.set(new Date('2026-11-16T09:00:00Z'));
});
afterAll(async () => {
  await server?.close();
});

/** The newest email to `to` (the outbox is how development and tests read mail). */
async function newestMailTo(to: string) {
  const mails = await server.database.db.select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to, to));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** A link of the mail that starts with `prefix`. */
const linkIn = (text: string, prefix: string) => text.split(/\s+/).find((word) => word.startsWith(prefix));

/** Answers every question of the activity the way a learner who guesses would (the key is never sent), then finishes it. */
async function takeActivity(client: TestClient, goalId: number, activityId: number) {
  const { questions } = (await client.GET('/strapi/get-questions/{goal_id}/{activity_id}', { params: { path: { goal_id: String(goalId), activity_id: activityId } } })).data!;
  for (const { question } of questions) {
    const first = question.components[0]?.mcq_options.id ?? 0;
    const body =
      question.type === 'mcq'
        ? { type: 'mcq' as const, answer: first }
        : question.type === 'fill_blanks'
          ? { type: 'fill_blanks' as const, answer: 'a guess' }
          : question.type === 'order'
            ? { type: 'order' as const, id: question.id, answer: Object.fromEntries(question.components.map((component, index) => [String(index + 1), component.mcq_options.id])) }
            : null;
    if (body) await client.POST('/strapi/response', { body: { ...body, activity_id: activityId, goal_id: goalId, question_id: question.id } });
  }
  return (await client.POST('/strapi/complete/{activity_id}', { params: { path: { activity_id: activityId } }, body: { goal_id: goalId } })).data!;
}

const report = async (client: TestClient, name: ReportName) => (await client.GET('/reports/{name}/{variant}', { params: { path: { name, variant: 'org_admin' } } })).data!;

describe('a new customer, from the back office to a learner in the reports, with no SQL', () => {
  it('is created, its owner becomes its admin from the email, its member learns, and the owner sees it; another customer sees none of it', async () => {
    // Another customer already running, whose admin must see nothing of the new one (and the other way round).
    const { client: backOffice } = await signedInBackOfficeAdmin(server);
    const otherAdmin = server.newClient();
    const { email: otherAdminEmail } = await registerAndLogin(otherAdmin, uniqueEmail('other.admin'));
    await backOffice.POST('/organization/add', { body: { name: 'Other Customer', country: 'uk', email: otherAdminEmail } });

    // 1. The back office adds the customer with its owner's email; the catalogue is the default one.
    const ownerEmail = uniqueEmail('owner');
    const organization = (await backOffice.POST('/organization/add', { body: { name: 'Acme Learning', country: 'india', email: ownerEmail } })).data!;
    const access = (await backOffice.GET('/customer/{id}/programs', { params: { path: { id: organization.id } } })).data!;
    expect(access.filter((row) => row.granted).map((row) => row.program.name)).toEqual(['Fixture Program', 'Fixture Sprint']);

    // 2. The owner's email leads to sign-up with that address, then to the administration app.
    const invitation = await newestMailTo(ownerEmail);
    const signup = new URL(linkIn(invitation.text, server.config.learnerAppUrl)!);
    expect(signup.pathname).toBe('/user/signup');
    expect(linkIn(invitation.text, server.config.orgAdminAppUrl)).toBe(`${server.config.orgAdminAppUrl}/login`);
    const owner = server.newClient();
    await owner.POST('/user/register', { body: { email: signup.searchParams.get('email')!, password: TEST_PASSWORD, first_name: 'Olu', last_name: 'Owner' } });
    const ownerSession = await login(owner, ownerEmail);
    expect([ownerSession.role_id, ownerSession.organization_id]).toEqual([3, organization.id]);
    expect((await owner.GET('/organization/organization-details')).data!.name).toBe('Acme Learning');

    // 3. The back office narrows the catalogue: the program, not the sprint.
    await backOffice.PUT('/customer/{id}/programs/{program_id}', { params: { path: { id: organization.id, program_id: fixture.sprint.id } }, body: { granted: false } });

    // 4. The owner adds a member, who signs up from their email and sees the organisation's programs.
    const memberEmail = uniqueEmail('member');
    await owner.POST('/user/org-add', { body: { user_email_list: [memberEmail] } });
    expect(linkIn((await newestMailTo(memberEmail)).text, server.config.learnerAppUrl)).toBe(`${server.config.learnerAppUrl}/user/signup?email=${encodeURIComponent(memberEmail)}`);
    const member = server.newClient();
    await registerAndLogin(member, memberEmail);
    const catalogue = (await member.GET('/program/all-by-user-role')).data!;
    expect([...catalogue.programs, ...catalogue.sprints].map((program) => program.name)).toEqual(['Fixture Program']);

    // 5. The member enrols, takes the assessment, follows the goal it recommends and completes an activity.
    await followClearGoal(member, fixture);
    const completed = await takeActivity(member, fixture.program.clear, fixture.ids('activities', 'fx-act-1'));
    expect(completed.user_activity_id).toEqual(expect.any(Number));

    // 6. The owner sees them in the reports and the member list.
    const today = await report(owner, 'today-learning-summary');
    expect(today.rows).toEqual([expect.objectContaining({ email: memberEmail, activities: 1 })]);
    expect((await owner.GET('/user/org-members')).data!.map((row) => [row.email, row.registered])).toEqual(
      expect.arrayContaining([
        [ownerEmail, true],
        [memberEmail, true],
      ]),
    );
    const overview = (await backOffice.GET('/organization/all')).data!.find((row) => row.id === organization.id)!;
    expect(overview).toMatchObject({ admins: 1, invited_admins: 0, members: 2, active_learners: 1, programs_granted: 1 });

    // 7. Neither admin sees the other organisation: details, members, member details, reports.
    expect((await otherAdmin.GET('/organization/organization-details')).data!.name).toBe('Other Customer');
    expect((await otherAdmin.GET('/user/org-members')).data!.map((row) => row.email)).toEqual([otherAdminEmail]);
    expect((await failure(otherAdmin.GET('/user/program-enrolled/{email}', { params: { path: { email: memberEmail } } }))).status).toBe(404);
    expect((await report(otherAdmin, 'today-learning-summary')).rows).toEqual([]);
    expect((await failure(otherAdmin.GET('/reports/{name}/{variant}', { params: { path: { name: 'basic-metrics', variant: 'org_admin' }, query: { organization_id: organization.id } } }))).status).toBe(403);
    expect((await failure(owner.GET('/user/program-enrolled/{email}', { params: { path: { email: otherAdminEmail } } }))).status).toBe(404);
  });
});
