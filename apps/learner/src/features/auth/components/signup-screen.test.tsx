import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';

const server = setupMockApi(...defaultHandlers);
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fill(user: ReturnType<typeof renderRoute>['user'], values: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>>) {
  if (values.first !== undefined) await user.type(field(/^First Name/), values.first);
  if (values.last !== undefined) await user.type(field(/^Last Name/), values.last);
  if (values.email !== undefined) await user.type(field(/^Email/), values.email);
  if (values.password !== undefined) await user.type(field(/^Password/), values.password);
  if (values.confirm !== undefined) await user.type(field(/^Confirm Password/), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('/user/signup', () => {
  it('shows every required-field message and sends nothing', async () => {
    const { user } = renderRoute(routes, '/user/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill(user, {});
    for (const message of ['First Name is required', 'Last Name is required', 'Email Id is required', 'Password is required', 'Confirm Password is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it.each([
    [{ email: 'ada@nowhere' }, 'Invalid Email'],
    [{ password: 'alllowercase' }, 'Password must be at least 8 characters with uppercase, numeric, and special characters.'],
    [{ password: 'Str0ng!pw', confirm: 'Str0ng!px' }, "Password and Confirm Password doesn't match"],
    [{ first: 'A'.repeat(101) }, 'First Name must be at most 100 characters.'],
    // The text rule the server applies too: no reordering or control characters, no name of spaces only.
    [{ first: 'Ada\u202enimda' }, 'First Name must not contain characters that change the direction of text.'],
    [{ last: 'Love\u0007lace' }, 'Last Name must not contain control characters.'],
    [{ last: '\u00a0 ' }, 'Last Name is required'],
  ])('says what is wrong with %j', async (values, message) => {
    const { user } = renderRoute(routes, '/user/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill(user, values);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('locks the email handed over in navigation state', async () => {
    renderRoute(routes, { pathname: '/user/signup', state: { email: 'invited@northwind.example' } });
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(field(/^Email/)).toHaveValue('invited@northwind.example');
    expect(field(/^Email/)).toHaveAttribute('readonly');
  });

  it('locks the email an invitation email’s link carries in its address', async () => {
    renderRoute(routes, `/user/signup?email=${encodeURIComponent('owner+acme@northwind.example')}`);
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(field(/^Email/)).toHaveValue('owner+acme@northwind.example');
    expect(field(/^Email/)).toHaveAttribute('readonly');
  });

  it('registers with a lower-cased email and goes to /user/confirm', async () => {
    let sent: unknown;
    server.use(
      http.post('/user/register', async ({ request, response }) => {
        sent = await request.json();
        return response(201).json({ id: 12 });
      }),
    );
    const { user, router } = renderRoute(routes, '/user/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill(user, { first: ' Grace ', last: 'Hopper', email: 'Grace.Hopper@Example.COM', password: 'Cobol#1959', confirm: 'Cobol#1959' });
    expect(await screen.findByRole('heading', { name: 'Sign-up successful' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/confirm');
    expect(sent).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', email: 'grace.hopper@example.com', password: 'Cobol#1959' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
  });

  it.each([
    [409, errorBody('UserAlreadyExists', 'An account with this email already exists. Please sign in or reset your password.'), 'An account with this email already exists. Please sign in or reset your password.'],
    [500, errorBody('InternalError', 'Something went wrong on our side.'), 'An Error Occured. Please try again later'],
  ] as const)('shows the answer to a %i', async (status, body, message) => {
    server.use(http.post('/user/register', ({ response }) => response.untyped(Response.json(body, { status }))));
    const { user, router } = renderRoute(routes, '/user/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill(user, { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', password: 'Engine#1843', confirm: 'Engine#1843' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/user/signup');
  });
});
