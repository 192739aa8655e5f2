import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { aUserDetails } from '../../../testing/profile-handlers';
import { signIn } from '../../../testing/signed-in';

const server = setupMockApi(...defaultHandlers);

beforeAll(() => Promise.all([import('./pricing-screen'), import('./info-screens')]));

const plan = (name: string) => screen.getByRole('region', { name });
const includes = (name: string) => within(plan(name)).getAllByRole('listitem').map((item) => item.textContent);

describe('/pricing', () => {
  it('shows the Free Tier as the current plan of a learner outside an organisation, Choose inert, and Request Premium leading to the confirmation', async () => {
    signIn(server, { organization_id: null });
    const { user, router } = renderRoute(routes, '/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(within(plan('Free Tier')).getByText('INR 0 per year')).toBeInTheDocument();
    expect(includes('Free Tier')).toEqual(['30 days limit', 'One sprint limit']);
    expect(within(plan('Free Tier')).getByText('Currently subscribed')).toBeInTheDocument();
    expect(within(plan('Premium')).getByText('INR 2500 per year')).toBeInTheDocument();
    expect(includes('Premium')).toEqual(['Unlimited programs', '1 year limit', 'Billed annually']);
    expect(within(plan('Premium')).queryByText('Currently subscribed')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    expect(within(plan('Premium')).getByRole('button', { name: 'Choose Premium' })).toBeDisabled();
    // The confirmation reads the learner's details to show their time zone.
    server.use(http.get('/user/details', ({ response }) => response(200).json(aUserDetails())));
    await user.click(within(plan('Premium')).getByRole('link', { name: 'Request Premium' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/confirmation'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('tells an organisation member that they learn on their organisation\'s plan', async () => {
    signIn(server, { organization_id: 4 });
    renderRoute(routes, '/pricing');
    expect(await screen.findByText("You learn on your organisation's plan")).toBeInTheDocument();
    expect(screen.queryByText('Currently subscribed')).not.toBeInTheDocument();
  });

  it('offers a signed-out visitor to sign up free', async () => {
    renderRoute(routes, '/pricing');
    expect(await within(await screen.findByRole('region', { name: 'Free Tier' })).findByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/user/signup');
    expect(screen.queryByText('Currently subscribed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'prices per user' })).toHaveAttribute('href', '/subscription/details');
  });
});

describe('/about and /contact', () => {
  it('/about says what Stride is and links to pricing and contact', async () => {
    renderRoute(routes, '/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Stride' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'pricing page' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('/contact gives the support address, and the support form to a signed-in learner', async () => {
    signIn(server);
    renderRoute(routes, '/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@stride.example' })).toHaveAttribute('href', 'mailto:support@stride.example');
    expect(screen.getByRole('link', { name: 'support form' })).toHaveAttribute('href', '/support');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('/contact asks a signed-out visitor to log in for the form', async () => {
    renderRoute(routes, '/contact');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
    expect(screen.queryByRole('link', { name: 'support form' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@stride.example' })).toBeInTheDocument();
  });
});
