// Feedback and help requests (issue 26); routes and shapes in contracts/feedback-api.ts. Sending needs
// only a signed-in user; reading needs Feedback.Reader, changing the status Feedback.Writer, both at
// /platform (the Admin role).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEEDBACK_READ_PERMISSION,
  FEEDBACK_WRITE_PERMISSION,
  feedbackCreatedSchema,
  feedbackDetailSchema,
  feedbackListQuerySchema,
  feedbackUpdateSchema,
  pagedFeedbackSchema,
} from '@cairn/contracts';
import { atPlatform } from '../../http/route-access.js';
import { presentPage } from '../../db/paginate.js';
import type { FeedbackService } from './feedback.service.js';
import { readFeedbackForm } from './feedback-form.js';
import { presentFeedbackDetail, presentFeedbackItem } from './feedback.presenter.js';

const feedbackParams = z.object({ feedbackId: z.uuid() });

/** What the routes use: the feedback and help requests. */
export interface FeedbackRouteServices {
  feedback: FeedbackService;
}

export function feedbackRoutes({ feedback }: FeedbackRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/feedback',
      {
        schema: {
          description:
            'Feedback (kind, message, page, optional PNG or JPEG screenshot of at most 2 MB in the field "screenshot") or a help request (kind, subject, message, page), as multipart/form-data; JSON without a screenshot also does.',
          consumes: ['multipart/form-data', 'application/json'],
          response: { 201: feedbackCreatedSchema },
        },
        config: { access: { signedIn: true, users: 'only' } },
      },
      async (req, reply) => {
        await feedback.checkQuota(req.caller);
        const { input, screenshot } = await readFeedbackForm(req);
        const created = await feedback.send(req.caller, input, screenshot, {
          origin: req.origin,
          log: req.log,
        });
        return reply.status(201).send(created);
      },
    );

    r.get(
      '/api/feedback',
      {
        schema: { querystring: feedbackListQuerySchema, response: { 200: pagedFeedbackSchema } },
        config: atPlatform(FEEDBACK_READ_PERMISSION),
      },
      async (req) => presentPage(await feedback.list(req.query), presentFeedbackItem),
    );

    r.get(
      '/api/feedback/:feedbackId',
      {
        schema: { params: feedbackParams, response: { 200: feedbackDetailSchema } },
        config: atPlatform(FEEDBACK_READ_PERMISSION),
      },
      async (req) => presentFeedbackDetail(await feedback.get(req.params.feedbackId)),
    );

    r.get(
      '/api/feedback/:feedbackId/screenshot',
      {
        schema: { params: feedbackParams, produces: ['image/png', 'image/jpeg'] },
        config: atPlatform(FEEDBACK_READ_PERMISSION),
      },
      async (req, reply) => {
        const shot = await feedback.screenshot(req.params.feedbackId);
        return reply
          .type(shot.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('content-disposition', 'inline')
          .send(shot.bytes);
      },
    );

    r.patch(
      '/api/feedback/:feedbackId',
      {
        schema: {
          params: feedbackParams,
          body: feedbackUpdateSchema,
          response: { 200: feedbackDetailSchema },
        },
        config: atPlatform(FEEDBACK_WRITE_PERMISSION),
      },
      async (req) =>
        presentFeedbackDetail(await feedback.setStatus(req.params.feedbackId, req.body.status, req.caller)),
    );
  };
}
