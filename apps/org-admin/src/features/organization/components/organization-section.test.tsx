import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { phoneMessages } from '@stride/validation';
import { screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import { routes } from '../../../app/router';
import { anOrganization } from '../../../testing/org-admin-data';
import { signInAs } from '../../../testing/signed-in';

const server = setupMockApi();

function openOrganization(organization = anOrganization(), session: Parameters<typeof signInAs>[1] = {}) {
  signInAs(server, session);
  server.use(http.get('/organization/organization-details', ({ response }) => response(200).json(organization)));
  return renderRoute(routes, { pathname: '/administrator', state: { section: 'organization' } });
}

const nameBox = () => screen.getByRole('textbox', { name: /^Name/ });

describe('Organization section', () => {
  it('shows the details with the email read-only', async () => {
    openOrganization();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Northwind');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('owner@northwind.example');
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('india');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+91 98765 43210');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows an admin whose level may not change them the details read-only, saying who can, with no Save', async () => {
    openOrganization(anOrganization(), { role_id: 4 });
    expect(await screen.findByText('Your admin level can see these details; an Administrator (level 3) of your organization changes them.')).toBeInTheDocument();
    expect(nameBox()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Country/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('saves the edited details, trimmed, blanks as null, and says so for 4 seconds', async () => {
    let sent: unknown;
    server.use(
      http.post('/organization/update-organization-details', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json(anOrganization({ name: 'Northwind Traders', country: 'uk', gst_number: '22AAAAA0000A1Z5' }));
      }),
    );
    const { user } = openOrganization();
    await user.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    await user.type(nameBox(), '  Northwind Traders ');
    await user.clear(screen.getByRole('textbox', { name: 'Address' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'UK');
    await user.type(screen.getByRole('textbox', { name: 'GST number' }), '22aaaaa0000a1z5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Data Saved Successfully!');
    expect(sent).toEqual({ name: 'Northwind Traders', address: null, country: 'uk', phone: '+919876543210', gst_number: '22AAAAA0000A1Z5' });
    // The spec's 4 seconds (§9), in real time: the message must be gone a little after (slack for a loaded machine).
    await waitForElementToBeRemoved(() => screen.queryByRole('status'));
  });

  it('saves a phone as people type it, in E.164: the seeded number as it was stored, and one without + in the chosen country', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/organization/update-organization-details', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json(anOrganization({ phone: '+918041235678' }));
      }),
    );
    const { user } = openOrganization(anOrganization({ phone: '+91 80 4123 5678' }));
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('+91 80 4123 5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Data Saved Successfully!');

    await user.clear(phone);
    await user.type(phone, '(080) 4123-5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([expect.objectContaining({ phone: '+918041235678' }), expect.objectContaining({ phone: '+918041235678' })]);
  });

  it('says "Internal server Error, Try Again Later!" when the save fails', async () => {
    server.use(http.post('/organization/update-organization-details', ({ response }) => response(403).json(errorBody('Forbidden', 'Organisation admins only.'))));
    const { user } = openOrganization();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server Error, Try Again Later!');
  });

  it("shows the server's reason when the name is another organisation's", async () => {
    server.use(
      http.post('/organization/update-organization-details', ({ response }) =>
        response(409).json(errorBody('Conflict', 'An organization named "Contoso" already exists.')),
      ),
    );
    const { user } = openOrganization();
    await user.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    await user.type(nameBox(), 'Contoso');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An organization named "Contoso" already exists.');
  });

  it('asks for a name and a well-formed phone before sending anything', async () => {
    const { user } = openOrganization(anOrganization({ country: null }));
    await user.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please fill the details')).toHaveLength(2);
    expect(screen.getByText(phoneMessages.invalid)).toBeInTheDocument();
  });

  it('refuses control and direction characters in the name and address as the server does, naming the field', async () => {
    const { user } = openOrganization();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), '\u202e');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Main Street\u0007');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must not contain characters that change the direction of text.')).toBeInTheDocument();
    expect(screen.getByText('Address must not contain control characters.')).toBeInTheDocument();
  });

  it('sends the admin to sign in when the details cannot be loaded', async () => {
    signInAs(server);
    server.use(http.get('/organization/organization-details', ({ response }) => response(403).json(errorBody('Forbidden', 'Organisation admins only.'))));
    const { router } = renderRoute(routes, { pathname: '/administrator', state: { section: 'organization' } });
    expect(await screen.findByRole('heading', { name: 'Administrator sign in' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the admin signed in when the details fail on our side or Stride cannot be reached', async () => {
    for (const status of [500, 503]) {
      signInAs(server);
      server.use(
        http.get('/organization/organization-details', ({ response }) =>
          response.untyped(Response.json(errorBody('ServiceUnavailable', "Stride can't reach its database right now."), { status })),
        ),
      );
      const { router, unmount } = renderRoute(routes, { pathname: '/administrator', state: { section: 'organization' } });
      expect(await screen.findByRole('alert')).toHaveTextContent('Internal server Error, Try Again Later!');
      expect(router.state.location.pathname).toBe('/administrator');
      expect(localStorage.getItem('token')).not.toBeNull();
      unmount();
    }
  });
});
