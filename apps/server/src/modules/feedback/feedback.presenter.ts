// The only way a feedback row becomes JSON (feedbackListItemSchema / feedbackDetailSchema of
// @cairn/contracts): the list shows a title, the detail the whole text.
import type { FeedbackDetail, FeedbackListItem } from '@cairn/contracts';
import type { FeedbackRow } from './feedback.service.js';

const TITLE_LENGTH = 120;

export function presentFeedbackItem(row: FeedbackRow): FeedbackListItem {
  const text = row.subject ?? row.message.split('\n')[0];
  return {
    id: row.id,
    kind: row.kind,
    title: text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH - 1)}…` : text,
    senderEmail: row.senderEmail,
    senderName: row.senderName,
    page: row.page,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    hasScreenshot: row.hasScreenshot,
    emailed: row.emailed,
  };
}

export function presentFeedbackDetail(row: FeedbackRow): FeedbackDetail {
  return {
    ...presentFeedbackItem(row),
    subject: row.subject,
    message: row.message,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}
