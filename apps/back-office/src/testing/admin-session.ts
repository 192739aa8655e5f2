import type { Schema } from '@stride/api-sdk';

/** An admin session as the contract describes it, valid for an hour. */
export function adminSession(): Schema<'AdminSession'> {
  return {
    id: 1,
    email: 'ada@stride.test',
    first_name: 'Ada',
    last_name: 'Lovelace',
    expiryDate: new Date(Date.now() + 3_600_000).toISOString(),
    token: 'anti-forgery-token',
  };
}
