import type { Admin } from '../features/admins/api';

/** An admin as GET admin/list answers it. */
export function anAdmin(overrides: Partial<Admin> = {}): Admin {
  return { id: 1, email: 'admin@stride.example', first_name: 'Priya', last_name: 'Nair', phone: '0000000000', gender: 'male', ...overrides };
}
