// Feedback and help requests users send from the app shell (modules/feedback, issue 26). The sender's
// e-mail and name are copied at sending, without a foreign key, like the audit log: a request outlives
// the account it came from. The screenshot is in a table of its own so a list never reads its bytes.
import { boolean, customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, nowColumn } from './columns.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const feedbackRequests = pgTable(
  'feedback_requests',
  {
    id: idColumn(),
    /** feedback | help */
    kind: text({ enum: ['feedback', 'help'] }).notNull(),
    senderId: uuid().notNull(),
    senderEmail: text().notNull(),
    senderName: text().notNull(),
    /** A help request's subject; null for feedback. */
    subject: text(),
    message: text().notNull(),
    /** The page the form was opened on (path and query inside Cairn). */
    page: text().notNull(),
    /** New | InProgress | Done */
    status: text({ enum: ['New', 'InProgress', 'Done'] })
      .notNull()
      .default('New'),
    /** Null: no SMTP server configured; false: the e-mail to the administrators failed. */
    emailed: boolean(),
    createdAt: nowColumn(),
    updatedAt: nowColumn(),
    updatedBy: text(),
  },
  (t) => [
    index('feedback_requests_created_idx').on(t.createdAt),
    index('feedback_requests_status_idx').on(t.status),
  ],
);

export const feedbackScreenshots = pgTable('feedback_screenshots', {
  requestId: uuid()
    .primaryKey()
    .references(() => feedbackRequests.id, { onDelete: 'cascade' }),
  /** image/png | image/jpeg, from the file's first bytes. */
  contentType: text().notNull(),
  size: integer().notNull(),
  bytes: bytea().notNull(),
});
