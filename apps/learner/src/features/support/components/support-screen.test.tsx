import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';
import type { SupportTicketValues } from '../api';

const server = setupMockApi(...defaultHandlers);

beforeAll(() => import('./support-screen'));

/** Two types: Content offers two of the three topics; Other offers every topic. */
const issueList = {
  issueTypeList: [
    { id: 1, issue_type_text: 'Content', issue_topic_ids: [1, 3] },
    { id: 2, issue_type_text: 'Other', issue_topic_ids: [1, 2, 3] },
  ],
  issueTopicList: [
    { id: 1, issue_topic_text: 'Programs and goals' },
    { id: 2, issue_topic_text: 'Sign-in and account' },
    { id: 3, issue_topic_text: 'Other' },
  ],
};

/** Serves the issue list and records the tickets sent. */
function supportApi() {
  const sent: SupportTicketValues[] = [];
  server.use(
    http.get('/support/get-issue-list', ({ response }) => response(200).json(issueList)),
    http.post('/support/create', async ({ request, response }) => {
      const body = (await request.json()) as SupportTicketValues;
      sent.push(body);
      return response(200).json({ id: sent.length, ...body, created_at: '2026-11-18T10:00:00.000Z' });
    }),
  );
  return sent;
}

type User = ReturnType<typeof renderRoute>['user'];

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillIn(user: User) {
  await choose(user, 'Issue type', 'Content');
  await choose(user, 'Issue topic', 'Programs and goals');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), ' The quiz skips a question ');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Question 3 of the first activity never shows.');
}

describe('/support', () => {
  it('asks a signed-out visitor to sign in first', async () => {
    const { router } = renderRoute(routes, '/support');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?return_url=%2Fsupport');
  });

  it('requires subject and body, offers only the chosen type\'s topics, and sends the ticket', async () => {
    signIn(server);
    const sent = supportApi();
    const { user } = renderRoute(routes, '/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText('Support Title is required')).toBeInTheDocument();
    expect(screen.getByText('Support Body is required')).toBeInTheDocument();
    expect(screen.getByText('Choose an issue type')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await choose(user, 'Issue type', 'Content');
    await user.click(screen.getByRole('combobox', { name: 'Issue topic' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Programs and goals', 'Other']);
    await user.keyboard('{Escape}');

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent successfully');
    expect(sent).toEqual([{ issue_type_id: 1, issue_topic_id: 1, subject: 'The quiz skips a question', body: 'Question 3 of the first activity never shows.' }]);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('refuses control and direction characters as the server does, naming the field', async () => {
    signIn(server);
    const sent = supportApi();
    const { user } = renderRoute(routes, '/support');
    await screen.findByRole('button', { name: 'Send' });
    await fillIn(user);
    // A right-to-left override, typed or pasted, would make the subject read differently to support.
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), ' \u202eexe.fdp');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Subject must not contain characters that change the direction of text.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('drops the topic when the new type does not offer it', async () => {
    signIn(server);
    supportApi();
    const { user } = renderRoute(routes, '/support');
    await screen.findByRole('button', { name: 'Send' });
    await choose(user, 'Issue type', 'Other');
    await choose(user, 'Issue topic', 'Sign-in and account');
    await choose(user, 'Issue type', 'Content');
    expect(screen.getByRole('combobox', { name: 'Issue topic' })).toHaveValue('');
  });

  it('says "An error occured" when sending fails, and the server\'s words when there were too many', async () => {
    signIn(server);
    supportApi();
    server.use(http.post('/support/create', ({ response }) => response(404).json(errorBody('NotFound', 'Issue topic not found.'))));
    const { user } = renderRoute(routes, '/support');
    await screen.findByRole('button', { name: 'Send' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured');

    const tooMany = 'You have sent many messages to support in the last hour. Please try again in 12 minutes.';
    server.use(http.post('/support/create', ({ response }) => response(429).json(errorBody('TooManyRequests', tooMany))));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(tooMany));
    // The form keeps what was typed, to send later.
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue(' The quiz skips a question ');
  });

  it('says so when the form cannot load', async () => {
    signIn(server);
    server.use(http.get('/support/get-issue-list', ({ response }) => response(501).json(errorBody('NotImplemented', 'getIssueList is not built yet.'))));
    renderRoute(routes, '/support');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured while fetching your data. Please try again later.');
  });
});
