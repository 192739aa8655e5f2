import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { http } from '@stride/api-sdk/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultHandlers } from '../testing/default-handlers';
import { aUserDetails } from '../testing/profile-handlers';
import { signIn } from '../testing/signed-in';
import { routes } from './router';

const server = setupMockApi(...defaultHandlers);

// Two features show the premium price; both read the plans of @stride/validation (docs/support-and-subscription.md, "One price").
describe('one price for premium', () => {
  it('the pricing page shows the price and currency that the confirmation then requests', async () => {
    signIn(server, { organization_id: null });
    server.use(http.get('/user/details', ({ response }) => response(200).json(aUserDetails())));
    const { user } = renderRoute(routes, '/pricing');
    const premium = await screen.findByRole('region', { name: 'Premium' }, { timeout: 5000 });
    expect(within(premium).getByText('INR 2500 per year')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Free Tier' })).getByText('INR 0 per year')).toBeInTheDocument();

    await user.click(within(premium).getByRole('link', { name: 'Request Premium' }));
    const terms = await screen.findByRole('table', { name: 'Premium' }, { timeout: 5000 });
    const price = within(within(terms).getByRole('rowheader', { name: 'Price' }).closest('tr')!).getByRole('cell').textContent;
    expect(price).toBe('INR 2500');
  });
});
