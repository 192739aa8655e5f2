import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';

const server = setupMockApi(...defaultHandlers);
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function reachNewPasswordForm(user: ReturnType<typeof renderRoute>['user']) {
  server.use(http.post('/user/forgot-password', ({ response }) => response(200).json({ message: 'A verification code has been sent to your email' })));
  await user.type(await screen.findByLabelText(/^Email/), 'Ada@Example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('A verification code has been sent to your email')).toBeInTheDocument();
  // The new-password form follows after the spec's 2 seconds.
  expect(screen.queryByLabelText(/^OTP/)).not.toBeInTheDocument();
  await screen.findByLabelText(/^OTP/);
}

describe('/user/forgot-password', () => {
  it.each([
    ['', 'Email is required'],
    ['ada@nowhere', 'Invalid Email'],
  ])('checks the email %j', async (email, message) => {
    const { user } = renderRoute(routes, '/user/forgot-password');
    if (email) await user.type(await screen.findByLabelText(/^Email/), email);
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the fallback when sending fails and the server message when it has one', async () => {
    server.use(http.post('/user/forgot-password', ({ response }) => response.untyped(new Response('', { status: 502 }))));
    const { user } = renderRoute(routes, '/user/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An Error Occured. Please try again later');

    server.use(http.post('/user/forgot-password', ({ response }) => response(429).json(errorBody('TooManyRequests', 'Too many codes were requested for this email. Please try again in 15 minutes.'))));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Too many codes were requested for this email. Please try again in 15 minutes.')).toBeInTheDocument();
  });

  it('checks the new-password form with the spec messages', async () => {
    const { user } = renderRoute(routes, '/user/forgot-password');
    await reachNewPasswordForm(user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    for (const message of ['OTP is required', 'Password cannot be empty.', 'Confirm Password cannot be empty.']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.type(field(/^New Password/), 'weakpassword');
    await user.type(field(/^Confirm Password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password must be at least 8 characters with uppercase, numeric, and special characters.')).toBeInTheDocument();
    expect(screen.getByText("Password and Confirm Password doesn't match")).toBeInTheDocument();
  });

  it('changes the password with the code and offers Login Now', async () => {
    let sent: unknown;
    server.use(
      http.post('/user/reset-password', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({ message: 'Password Changed Successfully' });
      }),
    );
    const { user, router } = renderRoute(routes, '/user/forgot-password');
    await reachNewPasswordForm(user);
    await user.type(field(/^OTP/), '123456');
    await user.type(field(/^New Password/), 'Moonrise#2027');
    await user.type(field(/^Confirm Password/), 'Moonrise#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Password Changed Successfully' })).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ada@example.com', code: '123456', password: 'Moonrise#2027' });
    await user.click(screen.getByRole('button', { name: 'Login Now' }));
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/user/login');
  });

  it("shows the server's message for a wrong code", async () => {
    server.use(http.post('/user/reset-password', ({ response }) => response(400).json(errorBody('InvalidResetCode', 'The code is incorrect. You have 4 attempts left.'))));
    const { user } = renderRoute(routes, '/user/forgot-password');
    await reachNewPasswordForm(user);
    await user.type(field(/^OTP/), '000000');
    await user.type(field(/^New Password/), 'Moonrise#2027');
    await user.type(field(/^Confirm Password/), 'Moonrise#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect. You have 4 attempts left.');
  });
});
