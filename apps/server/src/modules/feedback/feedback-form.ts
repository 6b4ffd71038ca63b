// Reads what the feedback and help forms send: multipart/form-data with the fields and, for feedback, a
// screenshot file (JSON without a screenshot also does, for API clients). Everything is bounded while
// it is read: at most one file of MAX_FEEDBACK_SCREENSHOT_BYTES (@fastify/multipart stops reading past
// it, so no more than that is ever held), a few fields of bounded size; the file's type comes from its
// first bytes, never from its name or the browser's word.
import type { FastifyRequest } from 'fastify';
import {
  FEEDBACK_SCREENSHOT_FIELD,
  feedbackCreateSchema,
  MAX_FEEDBACK_MESSAGE_LENGTH,
  MAX_FEEDBACK_SCREENSHOT_BYTES,
  screenshotTypeOf,
  type FeedbackCreate,
} from '@cairn/contracts';
import { badRequest, type FieldError } from '../../http/problem.js';
import type { Screenshot } from './feedback.service.js';

const MAX_MB = MAX_FEEDBACK_SCREENSHOT_BYTES / 1024 / 1024;
const FIELDS = ['kind', 'subject', 'message', 'page'];

export async function readFeedbackForm(
  req: FastifyRequest,
): Promise<{ input: FeedbackCreate; screenshot?: Screenshot }> {
  if (!req.isMultipart()) return { input: parseFields(req.body) };
  const fields: Record<string, string> = {};
  let screenshot: Screenshot | undefined;
  const parts = req.parts({
    limits: {
      files: 1,
      fileSize: MAX_FEEDBACK_SCREENSHOT_BYTES,
      fields: FIELDS.length,
      // A character is at most 4 bytes in UTF-8; a longer value is cut and refused below.
      fieldSize: MAX_FEEDBACK_MESSAGE_LENGTH * 4,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw refused(part.fieldname, 'The text is too long.');
      if (FIELDS.includes(part.fieldname)) fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== FEEDBACK_SCREENSHOT_FIELD) {
      part.file.resume();
      throw refused(
        FEEDBACK_SCREENSHOT_FIELD,
        `Send the screenshot in the field "${FEEDBACK_SCREENSHOT_FIELD}".`,
      );
    }
    const bytes = await part.toBuffer().catch(() => {
      throw refused(
        FEEDBACK_SCREENSHOT_FIELD,
        `The screenshot may be at most ${MAX_MB} MB.`,
        'screenshotTooLarge',
      );
    });
    // An empty file input is no screenshot.
    if (bytes.length === 0) continue;
    const contentType = screenshotTypeOf(bytes);
    if (!contentType)
      throw refused(
        FEEDBACK_SCREENSHOT_FIELD,
        'The screenshot must be a PNG or JPEG image.',
        'screenshotNotImage',
      );
    screenshot = { contentType, bytes };
  }
  const input = parseFields(fields);
  if (screenshot && input.kind !== 'feedback')
    throw refused(FEEDBACK_SCREENSHOT_FIELD, 'Only feedback takes a screenshot.');
  return { input, screenshot };
}

function parseFields(body: unknown): FeedbackCreate {
  const parsed = feedbackCreateSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: FieldError[] = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'kind',
    message: issue.message,
  }));
  throw badRequest(errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
}

const refused = (field: string, message: string, key?: string) =>
  badRequest(message, [{ field, message, ...(key ? { key } : {}) }]);
