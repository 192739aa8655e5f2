import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';

const server = setupMockApi();

const passwordBox = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const confirmBox = () => screen.getByLabelText(/^Confirm Password/, { selector: 'input' });

describe('/admin/confirm/{token}', () => {
  it('sets the new admin’s password with the link’s token, then offers sign-in', async () => {
    let sent: unknown;
    server.use(
      http.post('/admin/confirm', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({ message: 'Your password is set.' });
      }),
    );
    const { user } = renderRoute(routes, '/admin/confirm/tok-123');
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.type(passwordBox(), 'weak');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 8 characters with uppercase, numeric, and special characters.')).toBeInTheDocument();
    await user.clear(passwordBox());
    await user.type(passwordBox(), 'Console#2027');
    await user.type(confirmBox(), 'Console#2028');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText("Password and Confirm Password doesn't match")).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.clear(confirmBox());
    await user.type(confirmBox(), 'Console#2027');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Password set' })).toBeInTheDocument();
    expect(sent).toEqual({ token: 'tok-123', password: 'Console#2027' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/admin/login');
  });

  it('shows the server’s message for a used or expired link', async () => {
    server.use(http.post('/admin/confirm', ({ response }) => response(400).json(errorBody('InvalidConfirmationLink', 'This link is not valid or has expired. Ask another admin to create your account again.'))));
    const { user } = renderRoute(routes, '/admin/confirm/old');
    await user.type(await screen.findByLabelText(/^Password/, { selector: 'input' }), 'Console#2027');
    await user.type(confirmBox(), 'Console#2027');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid or has expired. Ask another admin to create your account again.');
  });
});
