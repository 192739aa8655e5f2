import { customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { emailOutbox } from './email-outbox';
import { users } from './users';

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A file a learner sent (a challenge's review document), kept in the database: uploads are small (at most
 * 5 MB), and the outbox must still attach them when delivery is retried later.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What it is for, e.g. challenge_review. */
    purpose: text().notNull(),
    filename: text().notNull(),
    content_type: text().notNull(),
    size: integer().notNull(),
    content: bytes().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_user_id_idx').on(table.user_id, table.created_at)],
);

/** A file attached to an email of the outbox. */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email_id: integer()
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    file_id: integer()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (table) => [index('email_attachments_email_id_idx').on(table.email_id), index('email_attachments_file_id_idx').on(table.file_id)],
);

/**
 * A learner's private calendar feed: calendar apps fetch it by its secret token (stored hashed, like
 * sessions), so it needs no sign-in; making a new one revokes the old.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    user_id: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_hash_key').on(table.token_hash)],
);

/**
 * A program picture a back-office admin uploaded (uploadProgramImage), prepared like a profile photo. Keyed by
 * its bytes' hash, so uploading the same picture twice stores it once and its address never changes what it shows.
 */
export const programImages = pgTable(
  'program_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    content_type: text().notNull(),
    size: integer().notNull(),
    content: bytes().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('program_images_key_key').on(table.key)],
);
