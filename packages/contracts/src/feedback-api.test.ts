import { describe, expect, it } from 'vitest';
import {
  feedbackCreateSchema,
  feedbackListQuerySchema,
  MAX_FEEDBACK_MESSAGE_LENGTH,
  MAX_FEEDBACK_PAGE_LENGTH,
  MAX_FEEDBACK_SUBJECT_LENGTH,
  screenshotTypeOf,
} from './feedback-api.js';

describe('feedback forms', () => {
  const feedback = { kind: 'feedback', message: 'The chart is slow', page: '/engagements/x/overview' };
  const help = { kind: 'help', subject: 'Cannot import', message: 'It fails', page: '/storage' };

  it('takes feedback and a help request with their fields trimmed', () => {
    expect(feedbackCreateSchema.parse({ ...feedback, message: '  slow  ' })).toEqual({
      ...feedback,
      message: 'slow',
    });
    expect(feedbackCreateSchema.parse(help)).toEqual(help);
  });

  it('needs the text, the page and, for help, the subject', () => {
    expect(feedbackCreateSchema.safeParse({ ...feedback, message: '   ' }).success).toBe(false);
    expect(feedbackCreateSchema.safeParse({ ...feedback, page: '' }).success).toBe(false);
    expect(feedbackCreateSchema.safeParse({ ...help, subject: undefined }).success).toBe(false);
    expect(feedbackCreateSchema.safeParse({ ...feedback, kind: 'complaint' }).success).toBe(false);
    // Only a path inside Cairn: the admin screen links to it and the e-mail prefixes Cairn's address.
    for (const elsewhere of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ])
      expect(feedbackCreateSchema.safeParse({ ...feedback, page: elsewhere }).success, elsewhere).toBe(false);
  });

  it('bounds every text at its length', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(
      feedbackCreateSchema.safeParse({ ...feedback, message: long(MAX_FEEDBACK_MESSAGE_LENGTH) }).success,
    ).toBe(true);
    expect(
      feedbackCreateSchema.safeParse({ ...feedback, message: long(MAX_FEEDBACK_MESSAGE_LENGTH + 1) }).success,
    ).toBe(false);
    expect(
      feedbackCreateSchema.safeParse({ ...feedback, page: long(MAX_FEEDBACK_PAGE_LENGTH + 1) }).success,
    ).toBe(false);
    expect(
      feedbackCreateSchema.safeParse({ ...help, subject: long(MAX_FEEDBACK_SUBJECT_LENGTH + 1) }).success,
    ).toBe(false);
  });

  it('lists by kind and status only among the known ones', () => {
    expect(feedbackListQuerySchema.parse({ status: 'New', sort: '-createdAt' })).toMatchObject({
      page: 1,
      status: 'New',
    });
    expect(feedbackListQuerySchema.safeParse({ status: 'Closed' }).success).toBe(false);
    expect(feedbackListQuerySchema.safeParse({ sort: 'message' }).success).toBe(false);
  });

  it('knows a screenshot by its first bytes, not by its name', () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
    expect(screenshotTypeOf(Uint8Array.from(png))).toBe('image/png');
    expect(screenshotTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(screenshotTypeOf(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(screenshotTypeOf(new Uint8Array())).toBeUndefined();
  });
});
