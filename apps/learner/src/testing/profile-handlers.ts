import type { Schema } from '@stride/api-sdk';
import { http } from '@stride/api-sdk/testing';
import type { setupMockApi } from '@stride/app-shell/testing';

export const aUserDetails = (overrides: Partial<Schema<'UserDetails'>> = {}): Schema<'UserDetails'> => ({
  id: 7,
  email: 'asha@example.com',
  first_name: 'Asha',
  last_name: 'Raman',
  role_id: 1,
  organization_id: null,
  date_of_birth: '1990-04-12',
  phone: '+919876543210',
  country: 'india',
  city: 'Pune',
  gender: 'female',
  photo_url: null,
  newPhotoURL: null,
  time_zone: 'Asia/Kolkata',
  ...overrides,
});

export const emptyProfession: Schema<'ProfessionPersona'> = {
  years_of_experience: null,
  work_type: null,
  role_type: null,
  role_level: null,
  role_area: null,
  type_of_company: null,
  salary_level: null,
  no_of_direct_reportees: null,
};

/**
 * A profile server for screen tests: what it holds, and every write in the order it came (`photo`,
 * `update`, `profession`, `education`, `notifications`) with its body.
 */
export function profileApi(server: ReturnType<typeof setupMockApi>, details = aUserDetails()) {
  const calls: { call: string; body?: unknown }[] = [];
  const state = {
    details,
    profession: emptyProfession,
    education: { education_level: null, education_major: null } as Schema<'EducationPersona'>,
    notifications: { reminder_email: true, engagement_email: true, newsletter_email: true },
  };
  server.use(
    http.get('/user/details', ({ response }) => response(200).json(state.details)),
    http.get('/user-persona/profession', ({ response }) => response(200).json(state.profession)),
    http.get('/user-persona/education', ({ response }) => response(200).json(state.education)),
    http.get('/user-data/get-notification', ({ response }) => response(200).json(state.notifications)),
    // The body is not read: jsdom's File does not survive Node's FormData (the browser journey uploads for real).
    http.post('/user/photo', ({ response }) => {
      calls.push({ call: 'photo' });
      const newPhotoURL = '/api/user/photo/7/0123456789abcdef0123456789abcdef';
      state.details = { ...state.details, photo_url: newPhotoURL, newPhotoURL };
      return response(200).json({ newPhotoURL });
    }),
    http.post('/user/update', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ call: 'update', body });
      state.details = { ...state.details, ...body };
      return response(200).json(state.details);
    }),
    http.post('/user-persona/update-profession', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ call: 'profession', body });
      state.profession = body;
      return response(200).json(body);
    }),
    http.post('/user-persona/update-education', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ call: 'education', body });
      state.education = body;
      return response(200).json(body);
    }),
    http.post('/user-data/update-notification', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ call: 'notifications', body });
      state.notifications = body;
      return response(200).json(body);
    }),
  );
  return { calls, state };
}
