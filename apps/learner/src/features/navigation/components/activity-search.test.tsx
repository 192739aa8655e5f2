import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';
import { SEARCH_DELAY_MS } from './activity-search';

const server = setupMockApi(...defaultHandlers);

beforeAll(() => Promise.all([import('./top-bar'), import('./activity-search')]));

const matches = [
  { activity_id: 21, goal_id: 11, activity: { name: 'Lead with the point' } },
  { activity_id: 22, goal_id: 12, activity: { name: 'Leading a retro' } },
];

/** Answers the search with the matches whose name contains the term; records each term and when it came. */
function searchApi() {
  const calls: { term: string; at: number }[] = [];
  server.use(
    http.get('/search/completed-activites/{term}', ({ params, response }) => {
      const term = String(params.term);
      calls.push({ term, at: Date.now() });
      return response(200).json(matches.filter((match) => match.activity.name.toLowerCase().includes(term.toLowerCase())));
    }),
  );
  return calls;
}

async function openSearch() {
  signIn(server);
  const view = renderRoute(routes, '/journal');
  await view.user.click(await screen.findByRole('button', { name: 'Search completed activities' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search completed activities' });
  return { ...view, dialog, field: within(dialog).getByRole('searchbox', { name: 'Search activities' }) };
}

describe('the search of completed activities', () => {
  it('sends the trimmed term 1 s after typing stops, with 5 placeholders meanwhile, and opens a result with its goal', async () => {
    const calls = searchApi();
    const { user, router, dialog, field } = await openSearch();
    expect(field).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);

    // The delay runs from the keystroke that last changed the trimmed term (here the d), not from the end of
    // typing, which a busy machine can make much later.
    let term = '';
    let typedAt = 0;
    field.addEventListener('input', () => {
      const typed = (field as HTMLInputElement).value.trim();
      if (typed !== term) [term, typedAt] = [typed, Date.now()];
    });
    await user.type(field, '  lead ');
    expect(within(dialog).getAllByTestId('search-placeholder')).toHaveLength(5);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Searching…');
    expect(calls).toEqual([]);

    const results = await within(dialog).findByRole('list', { name: 'Completed activities found' });
    expect(calls.map((call) => call.term)).toEqual(['lead']);
    expect(calls[0]!.at - typedAt).toBeGreaterThanOrEqual(SEARCH_DELAY_MS - 5); // a timer may fire a millisecond or two early against Date.now()
    expect(within(dialog).queryAllByTestId('search-placeholder')).toHaveLength(0);
    expect(within(results).getAllByRole('button').map((button) => button.textContent)).toEqual(['Lead with the point', 'Leading a retro']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 found');
    expect(await axeViolations(document.body)).toEqual([]);

    // The keyboard walks from the field into the results; Enter opens one.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(results).getByRole('button', { name: 'Leading a retro' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/id/21'));
    expect(router.state.location.state).toEqual({ goal_id: 11, activity_name: 'Lead with the point' });
  });

  it('says "No results found." when nothing matches, and asks nothing for an empty term', async () => {
    const calls = searchApi();
    const { user, dialog, field } = await openSearch();
    await user.type(field, 'budget');
    expect(await within(dialog).findByText('No results found.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '   ');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(calls.map((call) => call.term)).toEqual(['budget']);
    expect(within(dialog).queryByText('No results found.')).not.toBeInTheDocument();
    expect(within(dialog).queryAllByTestId('search-placeholder')).toHaveLength(0);
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when the search fails, and opens with Ctrl+K', async () => {
    server.use(http.get('/search/completed-activites/{term}', ({ response }) => response(501).json(errorBody('NotImplemented', 'Not built yet.'))));
    signIn(server);
    const { user } = renderRoute(routes, '/journal');
    await screen.findByRole('button', { name: 'Search completed activities' });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search completed activities' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search activities' }), 'lead');
    expect(await within(dialog).findByText('The search is not available right now. Please try again later.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
