import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** An in-app message to a learner (the bell and the mobile Notifications tab). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    /** What it is about (e.g. group_invite, streak, challenge), for an icon or a link. */
    kind: text().notNull().default('general'),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp({ withTimezone: true }),
  },
  (table) => [index('notifications_user_id_created_at_idx').on(table.user_id, table.created_at)],
);
