// Gain area calls of admin-console.md section 7 (requirements status, promotions). Reads need
// GAIN.BFF.Configuration.Import.Reader at the engagement; promoting and reverting the Writer; a
// status update additionally needs GAIN.BFF.RequirementsStatus.Writer.<status>, which depends on
// the body and is checked by the service. Reverting a sign-off is a platform Admin's
// (GAIN.BFF.RequirementsStatus.SignOff.Revert, checked at the platform, not the engagement, so no role
// given at a tenant or engagement can lift the lock it puts on that engagement).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  gainProcessTypeQuerySchema,
  gainSignOffSchema,
  PERMISSIONS,
  promoteSchema,
  promotionListSchema,
  promotionRevertSchema,
  promotionSchema,
  requirementsStatusSchema,
  requirementsStatusUpdateSchema,
  signOffRevertSchema,
} from '@cairn/contracts';
import type { PromotionService } from './promotions.service.js';
import type { RequirementsStatusService } from './requirements-status.service.js';
import { atEngagement, atPlatform } from '../../../http/route-access.js';
import { engagementParams } from '../../../http/route-params.js';

const read = atEngagement(PERMISSIONS.gainConfigurationImportReader);
const write = atEngagement(PERMISSIONS.gainConfigurationImportWriter);
const revertSignOff = atPlatform(PERMISSIONS.gainSignOffRevert);

/** What the routes use: requirements status (with its sign-off lock) and promotions. */
export interface GainGovernanceRouteServices {
  gainRequirementsStatus: RequirementsStatusService;
  gainPromotions: PromotionService;
  gainSignOff: RequirementsStatusService;
}

export function gainGovernanceRoutes({
  gainRequirementsStatus,
  gainPromotions,
  gainSignOff,
}: GainGovernanceRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/engagements/:engagementId/gain';

    // Every screen that edits asks this (useGainEditingLocked), so any engagement reader may.
    r.get(
      `${base}/sign-off`,
      {
        schema: { params: engagementParams, response: { 200: gainSignOffSchema } },
        config: atEngagement(PERMISSIONS.engagementsReader),
      },
      async (req) => ({ signedOff: await gainSignOff.isSignedOff(req.params.engagementId) }),
    );

    r.get(
      `${base}/requirements-status`,
      { schema: { params: engagementParams, response: { 200: requirementsStatusSchema } }, config: read },
      (req) => gainRequirementsStatus.get(req.caller, req.resolvedScope!, req.params.engagementId),
    );

    r.post(
      `${base}/requirements-status`,
      {
        schema: {
          params: engagementParams,
          body: requirementsStatusUpdateSchema,
          response: { 200: requirementsStatusSchema },
        },
        config: read,
      },
      (req) =>
        gainRequirementsStatus.update(req.caller, req.resolvedScope!, req.params.engagementId, req.body),
    );

    r.post(
      `${base}/requirements-status/revert`,
      {
        schema: {
          params: engagementParams,
          body: signOffRevertSchema,
          response: { 200: requirementsStatusSchema },
        },
        config: revertSignOff,
      },
      (req) => gainRequirementsStatus.revertSignOff(req.caller, req.params.engagementId, req.body),
    );

    r.get(
      `${base}/promotions`,
      {
        schema: {
          params: engagementParams,
          querystring: gainProcessTypeQuerySchema,
          response: { 200: promotionListSchema },
        },
        config: read,
      },
      (req) =>
        gainPromotions.list(req.caller, req.resolvedScope!, req.params.engagementId, req.query.processType),
    );

    r.post(
      `${base}/promotions`,
      {
        schema: { params: engagementParams, body: promoteSchema, response: { 201: promotionSchema } },
        config: write,
      },
      async (req, reply) =>
        reply.status(201).send(await gainPromotions.promote(req.caller, req.params.engagementId, req.body)),
    );

    r.post(
      `${base}/promotions/revert`,
      {
        schema: {
          params: engagementParams,
          querystring: gainProcessTypeQuerySchema,
          body: promotionRevertSchema,
          response: { 201: promotionSchema },
        },
        config: write,
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(
            await gainPromotions.revert(req.caller, req.params.engagementId, req.query.processType, req.body),
          ),
    );
  };
}
