import { sql } from 'drizzle-orm';
import { admins } from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { uniqueEmail } from './helpers';
import type { TestClient, TestServer } from './test-server';

export const BACK_OFFICE_PASSWORD = 'Console#2026';

/** A confirmed back-office admin written to the database, and a client signed in as them with their token kept. */
export async function signedInBackOfficeAdmin(server: TestServer): Promise<{ client: TestClient; email: string }> {
  const email = uniqueEmail('console');
  await server.database.db
    .insert(admins)
    .values({ email, password_hash: await hashPassword(BACK_OFFICE_PASSWORD), first_name: 'Sam', last_name: 'Okafor', confirmed_at: sql`now()` });
  const client = server.newClient();
  const { data } = await client.POST('/admin/login', { body: { email, password: BACK_OFFICE_PASSWORD } });
  client.setToken(data!.token);
  return { client, email };
}
