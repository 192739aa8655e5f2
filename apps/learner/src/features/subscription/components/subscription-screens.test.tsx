import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import type { Schema } from '@stride/api-sdk';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';
import type { SubscriptionRequest } from '../api';

const server = setupMockApi(...defaultHandlers);

beforeAll(() => Promise.all([import('./confirmation-screen'), import('./details-screen')]));

const THANK_YOU = 'Thank you! A payment link will arrive by email shortly. Premium turns on once the payment is complete.';

/** The learner's profile: in Kolkata, where 20:00 UTC on 18 November is already the 19th. */
const details = (time_zone: string): Schema<'UserDetails'> => ({
  id: 7,
  email: 'ada@example.com',
  first_name: 'Asha',
  last_name: 'Raman',
  role_id: 1,
  organization_id: null,
  date_of_birth: null,
  phone: null,
  country: null,
  city: null,
  gender: null,
  photo_url: null,
  newPhotoURL: null,
  time_zone,
});

/** Serves the profile and records the requests; `answer` is the server's answer to one. */
function subscriptionApi(answer: () => Response | Promise<Response> = () => Response.json({ message: THANK_YOU })) {
  const requests: SubscriptionRequest[] = [];
  server.use(
    http.get('/user/details', ({ response }) => response(200).json(details('Asia/Kolkata'))),
    http.post('/support/confirm-subscription', async ({ request }) => {
      requests.push((await request.json()) as SubscriptionRequest);
      return answer();
    }),
  );
  return requests;
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const termOf = (name: string) => within(row(name)).getByRole('cell').textContent;

describe('/subscription/confirmation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-18T20:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('sends a signed-out visitor to sign in first', async () => {
    const { router } = renderRoute(routes, '/subscription/confirmation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
  });

  it('summarises the plan from today in the learner\'s time zone, and Submit shows the thank-you', async () => {
    signIn(server);
    const requests = subscriptionApi();
    const { user } = renderRoute(routes, '/subscription/confirmation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Premium' })).toBeInTheDocument();
    expect(termOf('Users')).toBe('1');
    expect(termOf('Plan')).toBe('Annual plan');
    expect(termOf('Price')).toBe('INR 2500');
    expect(termOf('Start date')).toBe('19 November 2026');
    expect(termOf('End date')).toBe('19 November 2027');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/pricing');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(THANK_YOU);
    expect(requests).toEqual([{ number_of_user: 1, subscription_type: 2, subscription_start_date: '2026-11-19', subscription_end_date: '2027-11-19' }]);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the server\'s message when it refuses the request', async () => {
    signIn(server);
    const refusal = 'The subscription starts today and ends 365 days later. Please reload the page and submit again.';
    subscriptionApi(() => Response.json(errorBody('BadRequest', refusal), { status: 400 }));
    const { user } = renderRoute(routes, '/subscription/confirmation');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('counts in the browser\'s zone when the profile cannot be read', async () => {
    signIn(server);
    const requests = subscriptionApi();
    server.use(http.get('/user/details', () => HttpResponse.error()));
    const { user } = renderRoute(routes, '/subscription/confirmation');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByRole('status');
    const browserToday = new Intl.DateTimeFormat('en-CA').format(new Date());
    expect(requests[0]?.subscription_start_date).toBe(browserToday);
  });
});

describe('/subscription/details', () => {
  it('gives the prices per user and how to ask for a team plan', async () => {
    renderRoute(routes, '/subscription/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prices for teams' })).toBeInTheDocument();
    expect(termOf('Monthly')).toBe('INR 100 per user per month');
    expect(termOf('Yearly')).toBe('INR 1000 per user per year');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
