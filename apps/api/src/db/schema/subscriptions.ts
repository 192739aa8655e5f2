import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { subscriptionStatusEnum } from './enums';
import { users } from './users';

/**
 * A premium subscription request from the confirmation screen; it becomes active once paid through the
 * emailed payment link. subscription_type is the contract's number (2 = annual).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number_of_user: integer().notNull().default(1),
    subscription_type: integer().notNull(),
    subscription_start_date: date().notNull(),
    subscription_end_date: date().notNull(),
    /** The price asked, in whole units of `currency` (2500 INR for the annual plan of one user). */
    amount: integer().notNull(),
    currency: text().notNull().default('INR'),
    status: subscriptionStatusEnum().notNull().default('requested'),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_id_created_at_idx').on(table.user_id, table.created_at),
    // One open request per learner: confirming again while it awaits payment changes nothing.
    uniqueIndex('subscriptions_user_id_requested_key').on(table.user_id).where(sql`${table.status} = 'requested'`),
    // Premium is looked up on enrolment: the learner's active subscription covering today.
    index('subscriptions_user_id_active_idx').on(table.user_id, table.subscription_end_date).where(sql`${table.status} = 'active'`),
    check('subscriptions_amount_non_negative', sql`${table.amount} >= 0`),
    check('subscriptions_number_of_user_positive', sql`${table.number_of_user} >= 1`),
    check(
      'subscriptions_end_after_start',
      sql`${table.subscription_end_date} >= ${table.subscription_start_date}`,
    ),
  ],
);
