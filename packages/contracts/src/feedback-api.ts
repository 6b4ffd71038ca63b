// Feedback and help forms (issue 26; workspace.md section 1, "feedback and help forms"): any signed-in
// user sends feedback (what, the page, an optional screenshot) or asks for help (subject, description,
// the page); the platform's administrators read them on the Feedback screen and move each one from
// New through In progress to Done. The server is apps/server/src/modules/feedback.
//
// POST  /api/feedback                        multipart/form-data (or JSON without a screenshot) -> 201 FeedbackCreated  (signed in)
// GET   /api/feedback?page&pageSize&search&sort&kind&status -> Paged<FeedbackListItem>                  (Feedback.Reader at /platform)
// GET   /api/feedback/:feedbackId             -> FeedbackDetail                                            (Feedback.Reader at /platform)
// GET   /api/feedback/:feedbackId/screenshot  -> image/png | image/jpeg                                     (Feedback.Reader at /platform)
// PATCH /api/feedback/:feedbackId             { status } -> FeedbackDetail                                  (Feedback.Writer at /platform)
import { z } from 'zod';
import './zod-messages.js';
import { pagedQuerySchema, pagedResultSchema } from './paging.js';
import { PERMISSIONS } from './permissions.js';
import { PLATFORM_SCOPE } from './scopes.js';

export const FEEDBACK_READ_PERMISSION = PERMISSIONS.feedbackReader;
export const FEEDBACK_WRITE_PERMISSION = PERMISSIONS.feedbackWriter;
/** Feedback reaches the whole platform's administrators, so both permissions are checked there. */
export const FEEDBACK_SCOPE = PLATFORM_SCOPE;

export const FEEDBACK_KINDS = ['feedback', 'help'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
export const FEEDBACK_STATUSES = ['New', 'InProgress', 'Done'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const MAX_FEEDBACK_MESSAGE_LENGTH = 4000;
export const MAX_FEEDBACK_SUBJECT_LENGTH = 200;
/** The page a form was opened on: an address inside Cairn, long enough for a list's query string. */
export const MAX_FEEDBACK_PAGE_LENGTH = 2000;
/** A screenshot is kept beside the request in the database, so it stays small. */
export const MAX_FEEDBACK_SCREENSHOT_BYTES = 2 * 1024 * 1024;
export const FEEDBACK_SCREENSHOT_TYPES = ['image/png', 'image/jpeg'] as const;
export type FeedbackScreenshotType = (typeof FEEDBACK_SCREENSHOT_TYPES)[number];
/** Requests one user may send in an hour: enough for anyone, too few to fill the database with screenshots. */
export const MAX_FEEDBACK_PER_HOUR = 20;
/** The multipart field the screenshot travels in. */
export const FEEDBACK_SCREENSHOT_FIELD = 'screenshot';

/**
 * The type a screenshot's first bytes say it is (PNG's signature, JPEG's SOI marker), or undefined:
 * what the browser claims about a file is not trusted.
 */
export function screenshotTypeOf(head: Uint8Array): FeedbackScreenshotType | undefined {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return undefined;
}

/**
 * A path inside Cairn ('/storage-manager/main?path=x'): never another site's address, as the Feedback
 * screen links to it and the e-mail puts Cairn's own address before it.
 */
const page = z
  .string()
  .trim()
  .min(1)
  .max(MAX_FEEDBACK_PAGE_LENGTH)
  .regex(/^\/(?![/\\])/, 'Must be an address inside Cairn, starting with /');
const message = z.string().trim().min(1).max(MAX_FEEDBACK_MESSAGE_LENGTH);

/** What the forms send (the screenshot, when there is one, is a file beside these fields). */
export const feedbackCreateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('feedback'), message, page }),
  z.object({
    kind: z.literal('help'),
    subject: z.string().trim().min(1).max(MAX_FEEDBACK_SUBJECT_LENGTH),
    message,
    page,
  }),
]);
export type FeedbackCreate = z.infer<typeof feedbackCreateSchema>;

export const feedbackCreatedSchema = z.object({ id: z.string() });
export type FeedbackCreated = z.infer<typeof feedbackCreatedSchema>;

export const feedbackListQuerySchema = pagedQuerySchema(['createdAt', 'status', 'kind']).extend({
  kind: z.enum(FEEDBACK_KINDS).optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

export const feedbackListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(FEEDBACK_KINDS),
  /** The help request's subject, else the start of the feedback's text. */
  title: z.string(),
  senderEmail: z.string(),
  senderName: z.string(),
  page: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  hasScreenshot: z.boolean(),
  /** False when SMTP is configured and the e-mail to the administrators failed; null when not configured. */
  emailed: z.boolean().nullable(),
});
export type FeedbackListItem = z.infer<typeof feedbackListItemSchema>;
export const pagedFeedbackSchema = pagedResultSchema(feedbackListItemSchema);

export const feedbackDetailSchema = feedbackListItemSchema.extend({
  subject: z.string().nullable(),
  message: z.string(),
  updatedAt: z.string(),
  /** Who last changed the status (an e-mail), null while it is New. */
  updatedBy: z.string().nullable(),
});
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>;

export const feedbackUpdateSchema = z.object({ status: z.enum(FEEDBACK_STATUSES) });
export type FeedbackUpdate = z.infer<typeof feedbackUpdateSchema>;
