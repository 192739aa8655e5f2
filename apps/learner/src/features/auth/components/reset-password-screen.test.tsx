import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';

const server = setupMockApi(...defaultHandlers);
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('/user/reset-password', () => {
  it('shows the spec messages for what is missing', async () => {
    const { user } = renderRoute(routes, '/user/reset-password');
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    for (const message of [
      "We couldn't fetch email address. Please try again.",
      "We couldn't verify OTP. Please try again.",
      'Password cannot be empty.',
      'Confirm Password cannot be empty.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('takes email and code from the link, then shows the message and goes to login after 2 seconds', async () => {
    let sent: unknown;
    server.use(
      http.post('/user/reset-password', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({ message: 'Password Changed Successfully' });
      }),
    );
    const { user, router } = renderRoute(routes, '/user/reset-password?email=Ada%40Example.com&code=654321');
    await screen.findByRole('heading', { name: 'Reset password' });
    expect(field(/^Email/)).toHaveValue('Ada@Example.com');
    expect(field(/^OTP/)).toHaveValue('654321');
    await user.type(field(/^New Password/), 'Moonrise#2027');
    await user.type(field(/^Confirm Password/), 'Moonrise#2027');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password Changed Successfully')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ada@example.com', code: '654321', password: 'Moonrise#2027' });
    expect(router.state.location.pathname).toBe('/user/reset-password');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/user/login');
  });

  it("shows the server's message for an expired code", async () => {
    server.use(http.post('/user/reset-password', ({ response }) => response(400).json(errorBody('ResetCodeExpired', 'This code has expired. Please request a new code.'))));
    const { user } = renderRoute(routes, '/user/reset-password?email=ada%40example.com&code=654321');
    await screen.findByRole('heading', { name: 'Reset password' });
    await user.type(field(/^New Password/), 'Moonrise#2027');
    await user.type(field(/^Confirm Password/), 'Moonrise#2027');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired. Please request a new code.');
  });
});
