import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, PROFILE_IMAGE_SIZES, updateProfileSchema } from '@cairn/contracts';
import { badRequest } from '../../http/problem.js';
import { MAX_PICTURE_BYTES, type ProfileService } from './profile.service.js';

const mine = { access: { signedIn: true as const, users: 'only' as const } };
const reply200 = { response: { 200: currentUserSchema } };

/** What the routes use: the caller's profile. */
export interface ProfileRouteServices {
  profiles: ProfileService;
}

export function profileRoutes({ profiles }: ProfileRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/profile/me', { schema: reply200, config: mine }, (req) => profiles.currentUser(req.caller));

    r.put('/api/profile/me', { schema: { body: updateProfileSchema, ...reply200 }, config: mine }, (req) =>
      profiles.update(req.caller, req.body),
    );

    r.post('/api/profile/me/eula', { schema: reply200, config: mine }, (req) =>
      profiles.acceptEula(req.caller),
    );

    r.get(
      '/api/profile/me/picture',
      {
        schema: {
          querystring: z.object({
            size: z.coerce
              .number()
              .refine(
                (n) => (PROFILE_IMAGE_SIZES as readonly number[]).includes(n),
                'size must be 48, 120 or 240',
              )
              .default(48),
            v: z.string().optional(),
          }),
        },
        config: mine,
      },
      async (req, reply) => {
        const picture = await profiles.picture(req.caller.id, req.query.size as 48 | 120 | 240);
        reply.header('cache-control', 'private, max-age=300');
        if ('png' in picture) return reply.type('image/png').send(picture.png);
        return reply.type('image/svg+xml').send(picture.svg);
      },
    );

    r.put('/api/profile/me/picture', { schema: reply200, config: mine }, async (req) => {
      if (!req.isMultipart())
        throw badRequest('Send the picture as multipart/form-data in the field "file".', [
          { field: 'file', message: 'Field cannot be empty' },
        ]);
      const file = await req.file({ limits: { fileSize: MAX_PICTURE_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'file')
        throw badRequest('Send the picture in the field "file".', [
          { field: 'file', message: 'Field cannot be empty' },
        ]);
      const buffer = await file.toBuffer().catch(() => {
        throw badRequest('The picture may be at most 5 MB.', [
          { field: 'file', message: 'Please choose a file of at most 5 MB' },
        ]);
      });
      return profiles.setPicture(req.caller, buffer);
    });

    r.delete('/api/profile/me/picture', { schema: reply200, config: mine }, (req) =>
      profiles.removePicture(req.caller),
    );
  };
}
