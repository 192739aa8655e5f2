import { storedUser } from '@stride/app-shell';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { aGroupMembership, aGroupMemberStats, errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations, stubMatchMedia } from '@stride/ui/testing';
import { phoneMessages } from '@stride/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { aUserDetails, profileApi } from '../../../testing/profile-handlers';
import { signIn } from '../../../testing/signed-in';

const server = setupMockApi(...defaultHandlers);

beforeAll(() => import('./profile-screen'));
afterEach(() => vi.restoreAllMocks());

const png = (bytes: number, name = 'me.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** Saves and waits for the failure: the title "Error!" and `message`. */
async function saveFails(user: ReturnType<typeof renderRoute>['user'], message: string) {
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`Error!${message}`));
}

describe('the profile', () => {
  it('shows My Profile in the side menu layout, and saves photo, basic fields, profession and education in turn', async () => {
    signIn(server);
    const { calls } = profileApi(server);
    const { user } = renderRoute(routes, '/profile');
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Profile' });
    expect(within(menu).getAllByRole('button').map((item) => item.textContent)).toEqual(['My Profile', 'Achievements', 'Journal', 'Leaderboard', 'Settings', 'Team']);
    expect(within(menu).getByRole('button', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.com');
    expect(screen.getByRole('combobox', { name: 'Phone country code' })).toHaveValue('in');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('98765 43210');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('India');
    expect(within(screen.getByRole('combobox', { name: 'Type of company' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not set',
      'Industrial and materials',
      'Consumer goods',
      'Healthcare',
      'Education',
      'Information technology and services',
      'Internet',
      'Financial',
      'Other',
    ]);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Phone country code' }), 'hk');
    await user.clear(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '2123 4567');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Hong Kong');
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Years of experience' }), '3 to 5 years');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role type' }), 'People manager');
    await user.type(screen.getByRole('textbox', { name: 'Role area' }), ' Operations ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Education level' }), 'Post-doctorate');
    await user.upload(screen.getByLabelText('Profile photo'), png(2_000));
    expect(await screen.findByRole('img', { name: 'The photo you chose' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Saved!');
    expect(saved).toHaveTextContent('Your data has been saved successfully');
    expect(calls.map(({ call }) => call)).toEqual(['photo', 'update', 'profession', 'education']);
    expect(calls[1]!.body).toEqual({
      first_name: 'Augusta',
      last_name: 'Raman',
      date_of_birth: '1990-04-12',
      phone: '+85221234567',
      country: 'hong_kong',
      city: null,
      gender: 'female',
    });
    expect(calls[2]!.body).toEqual({
      years_of_experience: 'three_to_five_years',
      work_type: null,
      role_type: 'people_manager',
      role_level: null,
      role_area: 'Operations',
      type_of_company: null,
      salary_level: null,
      no_of_direct_reportees: null,
    });
    expect(calls[3]!.body).toEqual({ education_level: 'post-doctorate', education_major: null });
    // The top bar's names follow.
    expect(storedUser()).toMatchObject({ first_name: 'Augusta', last_name: 'Raman' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Augusta Raman' })).toBeInTheDocument());

    // Saved again without a new photo: no upload.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.map(({ call }) => call)).toEqual(['photo', 'update', 'profession', 'education', 'update', 'profession', 'education']));
  });

  it('takes the phone as people type it, in the chosen country or with its own +, and sends it in E.164', async () => {
    signIn(server);
    const { calls } = profileApi(server, aUserDetails({ phone: null, country: 'uk' }));
    const { user } = renderRoute(routes, '/profile');
    const number = await screen.findByRole('textbox', { name: 'Phone number' });
    // No phone yet: the learner's own country is the one offered.
    expect(screen.getByRole('combobox', { name: 'Phone country code' })).toHaveValue('gb');

    await user.type(number, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(phoneMessages.invalid)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(number);
    await user.type(number, '(020) 7946-0321');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.map(({ call }) => call)).toEqual(['update', 'profession', 'education']));
    expect(calls[0]!.body).toMatchObject({ phone: '+442079460321' });

    await user.clear(number);
    await user.type(number, '+91 80 4123 5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(6));
    expect(calls[3]!.body).toMatchObject({ phone: '+918041235678' });
  });

  it('refuses control and direction characters in the typed fields next to each, as the server does, and sends them NFC and trimmed', async () => {
    signIn(server);
    const { calls } = profileApi(server);
    const { user } = renderRoute(routes, '/profile');
    const city = await screen.findByRole('textbox', { name: 'City' });
    const roleLevel = screen.getByRole('textbox', { name: 'Role level' });
    const roleArea = screen.getByRole('textbox', { name: 'Role area' });
    const salary = screen.getByRole('textbox', { name: 'Salary level' });
    await user.clear(city);
    await user.type(city, 'Pune\u202e');
    await user.click(roleLevel);
    await user.paste('Senior\u0007');
    await user.type(roleArea, '\u2067Operations');
    await user.type(salary, ' Band B  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City must not contain characters that change the direction of text.')).toBeInTheDocument();
    expect(city).toHaveAccessibleDescription('City must not contain characters that change the direction of text.');
    expect(roleLevel).toHaveAccessibleDescription('Role level must not contain control characters.');
    expect(roleArea).toHaveAccessibleDescription('Role area must not contain characters that change the direction of text.');
    expect(calls).toEqual([]);

    await user.clear(city);
    await user.type(city, ' Sa\u0303o Paulo ');
    await user.clear(roleLevel);
    await user.type(roleLevel, 'Senior ');
    await user.clear(roleArea);
    await user.type(roleArea, ' Operations');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.map(({ call }) => call)).toEqual(['update', 'profession', 'education']));
    expect(calls[0]!.body).toMatchObject({ city: 'S\u00e3o Paulo' });
    expect(calls[1]!.body).toMatchObject({ role_level: 'Senior', role_area: 'Operations', salary_level: 'Band B' });
  });

  it('stops at the first failure with "Error!" and the server’s message, or the fallback', async () => {
    signIn(server);
    const { calls } = profileApi(server);
    server.use(http.post('/user/update', ({ response }) => response(400).json(errorBody('ValidationError', 'Date of birth cannot be in the future.'))));
    const { user } = renderRoute(routes, '/profile');
    await saveFails(user, 'Date of birth cannot be in the future.');
    expect(calls).toEqual([]);

    server.use(http.post('/user/update', ({ response }) => response(501).json(errorBody('NotImplemented', 'Not built yet'))));
    await saveFails(user, 'An error occurred, please try again.');
  });

  it('checks the photo here too, and shows the server’s "File too large" with " max 1mb allowed."', async () => {
    signIn(server);
    const { calls } = profileApi(server);
    const { user } = renderRoute(routes, '/profile');
    await user.upload(await screen.findByLabelText('Profile photo'), png(1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('File too large max 1mb allowed.');

    server.use(http.post('/user/photo', ({ response }) => response(413).json(errorBody('PayloadTooLarge', 'File too large'))));
    await user.upload(screen.getByLabelText('Profile photo'), png(1_000));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await saveFails(user, 'File too large max 1mb allowed.');
    expect(calls).toEqual([]);

    server.use(http.post('/user/photo', ({ response }) => response(501).json(errorBody('NotImplemented', 'Not built yet'))));
    await saveFails(user, 'An error occurred while uploading the image.');
  });

  it('turns email notifications off and on, all three flags together', async () => {
    signIn(server);
    const { calls } = profileApi(server);
    const { user } = renderRoute(routes, '/profile?section=settings');
    const toggle = await screen.findByRole('switch', { name: 'Email notifications' });
    expect(toggle).toBeChecked();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent('Email notifications has been turned off');
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Email notifications has been turned on'));
    expect(calls).toEqual([
      { call: 'notifications', body: { reminder_email: false, engagement_email: false, newsletter_email: false } },
      { call: 'notifications', body: { reminder_email: true, engagement_email: true, newsletter_email: true } },
    ]);
  });

  it('shows the achievements earned and the next ones with their progress', async () => {
    signIn(server);
    profileApi(server);
    server.use(
      http.get('/user-data/achievements', ({ response }) =>
        response(200).json({
          earned: [
            { kind: 'streak', target: 5, current: 7, earned: true },
            { kind: 'perfect_activities', target: 1, current: 3, earned: true },
          ],
          next: [
            { kind: 'streak', target: 10, current: 7, earned: false },
            { kind: 'perfect_activities', target: 10, current: 3, earned: false },
            { kind: 'goals_completed', target: 1, current: 0, earned: false },
          ],
        }),
      ),
    );
    const { user } = renderRoute(routes, '/profile');
    await user.click(await screen.findByRole('button', { name: 'Achievements' }));
    const earned = await screen.findByRole('list', { name: 'Achievements earned' });
    expect(within(earned).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['5 learning days in a row', 'First perfect activity']);
    const next = screen.getByRole('list', { name: 'Next achievements' });
    expect(within(next).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['10 learning days in a row', '10 perfect activities', 'First goal completed']);
    expect(within(next).getByRole('progressbar', { name: '10 learning days in a row: 7 of 10' })).toHaveAttribute('aria-valuenow', '70');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('opens the section and journal tab that navigation state asks for, with the journal’s own sections', async () => {
    signIn(server);
    const { user, router } = renderRoute(routes, { pathname: '/profile', state: { section: 'journal', tab: 'notes' } });
    const tabs = await screen.findByRole('tablist', { name: 'Journal' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tips', 'Flashcards', 'Challenge', 'My notes']);
    expect(within(tabs).getByRole('tab', { name: 'My notes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Flashcards' }));
    expect(await screen.findByText('No saved flashCards found.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?section=journal&tab=flashcards');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('opens the team and the leaderboard of the team feature', async () => {
    signIn(server);
    server.use(
      http.get('/group/get-joined', ({ response }) => response(200).json([aGroupMembership()])),
      http.get('/group/user-invited', ({ response }) => response(200).json([])),
      http.get('/group/get-user-data/{group_id}', ({ response }) => response(200).json([aGroupMemberStats()])),
      http.get('/group/get-user-points', ({ response }) => response(200).json([{ user_id: 7, user: { first_name: 'Ada', last_name: 'Lovelace' }, total_points: 120 }])),
    );
    const { user } = renderRoute(routes, { pathname: '/profile', state: { section: 'team' } });
    expect(await screen.findByRole('heading', { name: 'Harbour Crew' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leaderboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('below 420 px has the bottom tab bar instead, with the in-app notifications', async () => {
    stubMatchMedia((query) => query.includes('max-width: 419.98px'));
    signIn(server);
    profileApi(server);
    server.use(http.get('/notification/get-inapp', ({ response }) => response(200).json([{ id: 1, message: 'You are on a 5-day learning streak. Keep it going!', created_at: '2026-11-20T08:00:00.000Z' }])));
    const { user } = renderRoute(routes, '/profile');
    await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.queryByRole('navigation', { name: 'Profile' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Profile' });
    expect([...tabs.querySelectorAll('a, button')].map((tab) => tab.textContent)).toEqual(['Profile', 'Settings', 'Home', 'Notifications', 'Team']);
    expect(within(tabs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/user/dashboard');
    expect(within(tabs).getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs).getByRole('button', { name: 'Notifications' }));
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(within(list).getByText('You are on a 5-day learning streak. Keep it going!')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
