// Feedback and help requests (issue 26): any signed-in user sends one; the platform's feedback readers
// list, open and move them along (the routes check Feedback.Reader / Writer at /platform, so there is
// nothing to fold into these queries: whoever gets here sees every request).
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  FEEDBACK_READ_PERMISSION,
  FEEDBACK_SCOPE,
  MAX_FEEDBACK_PER_HOUR,
  type FeedbackCreate,
  type FeedbackListQuery,
  type FeedbackScreenshotType,
  type FeedbackStatus,
} from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { paginate } from '../../db/paginate.js';
import { feedbackRequests, feedbackScreenshots } from '../../db/schema/feedback.js';
import { HttpProblem, notFound } from '../../http/problem.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import type { PermissionHolders } from '../authorization/permission-holders.port.js';
import type { FeedbackMailer } from './feedback-mail.js';

export interface Screenshot {
  contentType: FeedbackScreenshotType;
  bytes: Buffer;
}

export interface FeedbackServiceDeps {
  principalNames: PrincipalNames;
  /** Who gets the mail when no CAIRN_FEEDBACK_TO is set: the feedback readers at /platform. */
  permissionHolders: PermissionHolders;
  /** Undefined when no SMTP server is configured. */
  mailer: FeedbackMailer | undefined;
  /** CAIRN_FEEDBACK_TO. */
  feedbackTo: string | undefined;
}

const r = feedbackRequests;
const listColumns = {
  id: r.id,
  kind: r.kind,
  subject: r.subject,
  message: r.message,
  senderEmail: r.senderEmail,
  senderName: r.senderName,
  page: r.page,
  status: r.status,
  emailed: r.emailed,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  updatedBy: r.updatedBy,
  hasScreenshot: sql<boolean>`${feedbackScreenshots.requestId} is not null`,
};
/** A request as its list and detail read it: never the screenshot's bytes. */
export type FeedbackRow = Omit<typeof feedbackRequests.$inferSelect, 'senderId'> & { hasScreenshot: boolean };

export class FeedbackService {
  /** Mails still being sent: a request is answered before its mail goes, so a slow server delays nobody. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly deps: FeedbackServiceDeps,
  ) {}

  /** Refuses (429) a caller who sent MAX_FEEDBACK_PER_HOUR requests in the last hour; asked before the body is read. */
  async checkQuota(caller: Principal) {
    // ISO text with an explicit cast binds the same way on PGlite and node-postgres.
    const hourAgo = sql`${new Date(Date.now() - 3600_000).toISOString()}::timestamptz`;
    const [{ sent }] = await this.db
      .select({ sent: count() })
      .from(r)
      .where(and(eq(r.senderId, caller.id), gte(r.createdAt, hourAgo)));
    if (sent >= MAX_FEEDBACK_PER_HOUR)
      throw new HttpProblem(
        429,
        'Too Many Requests',
        `You sent ${MAX_FEEDBACK_PER_HOUR} requests in the last hour; please try again later.`,
        'tooManyFeedbackRequests',
        undefined,
        { 'retry-after': '3600' },
      );
  }

  async send(
    caller: Principal,
    input: FeedbackCreate,
    screenshot: Screenshot | undefined,
    context: { origin: string; log: FastifyBaseLogger },
  ) {
    const senderEmail = caller.type === 'User' ? caller.email : caller.aadObjectId;
    const senderName = (await this.deps.principalNames.userName(caller.id)) ?? senderEmail;
    const subject = input.kind === 'help' ? input.subject : null;
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(feedbackRequests)
        .values({
          kind: input.kind,
          senderId: caller.id,
          senderEmail,
          senderName,
          subject,
          message: input.message,
          page: input.page,
          // Not e-mailed until the mail has gone; null says there is no SMTP server to send it with.
          emailed: this.deps.mailer ? false : null,
        })
        .returning({ id: feedbackRequests.id });
      if (screenshot)
        await tx.insert(feedbackScreenshots).values({
          requestId: row.id,
          contentType: screenshot.contentType,
          size: screenshot.bytes.length,
          bytes: screenshot.bytes,
        });
      return row.id;
    });
    const { mailer } = this.deps;
    if (mailer) {
      const mail = this.mail(mailer, id, {
        kind: input.kind,
        senderName,
        senderEmail,
        subject,
        message: input.message,
        pageUrl: new URL(input.page, context.origin).href,
        requestUrl: `${context.origin}/feedback/${id}`,
        screenshot,
      }).catch((err: unknown) => {
        // The request is stored and listed; the Feedback screen shows it was not e-mailed.
        context.log.warn({ err, feedbackId: id }, 'could not e-mail the feedback to the administrators');
      });
      this.sending.add(mail);
      void mail.finally(() => this.sending.delete(mail));
    }
    return { id };
  }

  /** Resolves when every mail started so far has been sent or has failed (tests, shutdown). */
  async mailsSettled() {
    await Promise.all([...this.sending]);
  }

  list(query: FeedbackListQuery) {
    return paginate(this.db, query, {
      select: () =>
        this.db
          .select(listColumns)
          .from(r)
          .leftJoin(feedbackScreenshots, eq(feedbackScreenshots.requestId, r.id))
          .$dynamic(),
      where: and(
        query.kind ? eq(r.kind, query.kind) : undefined,
        query.status ? eq(r.status, query.status) : undefined,
      ),
      searchIn: [r.senderEmail, r.senderName, r.subject, r.message, r.page],
      sortColumns: { createdAt: r.createdAt, status: r.status, kind: r.kind },
      defaultSort: '-createdAt',
      tiebreak: [r.id],
    });
  }

  async get(id: string): Promise<FeedbackRow> {
    const [row] = await this.db
      .select(listColumns)
      .from(r)
      .leftJoin(feedbackScreenshots, eq(feedbackScreenshots.requestId, r.id))
      .where(eq(r.id, id));
    if (!row) throw notFound('No such feedback or help request.');
    return row;
  }

  async screenshot(id: string) {
    const [shot] = await this.db
      .select({ contentType: feedbackScreenshots.contentType, bytes: feedbackScreenshots.bytes })
      .from(feedbackScreenshots)
      .where(eq(feedbackScreenshots.requestId, id));
    if (!shot) throw notFound('This request has no screenshot.');
    return shot;
  }

  async setStatus(id: string, status: FeedbackStatus, caller: Principal) {
    const changed = await this.db
      .update(r)
      .set({
        status,
        updatedAt: new Date(),
        updatedBy: caller.type === 'User' ? caller.email : caller.aadObjectId,
      })
      .where(eq(r.id, id))
      .returning({ id: r.id });
    if (changed.length === 0) throw notFound('No such feedback or help request.');
    return this.get(id);
  }

  private async mail(mailer: FeedbackMailer, id: string, mail: Parameters<FeedbackMailer['send']>[1]) {
    const to = this.deps.feedbackTo
      ? [this.deps.feedbackTo]
      : await this.deps.permissionHolders.userEmails(FEEDBACK_READ_PERMISSION, FEEDBACK_SCOPE);
    if (to.length === 0)
      throw new Error('nobody to e-mail: no CAIRN_FEEDBACK_TO and no feedback reader at /platform');
    await mailer.send(to, mail);
    await this.db.update(r).set({ emailed: true }).where(eq(r.id, id));
  }
}
