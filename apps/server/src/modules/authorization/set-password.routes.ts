// The set-password link of a local account (issue 10): GET shows a small form (plain HTML, no script,
// so it works before the person has ever signed in), POST sets the password and uses the link up.
// A JSON POST answers JSON (API clients, tests); a form post answers a page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASSWORD_LENGTH, setPasswordSchema } from '@cairn/contracts';
import { HttpProblem } from '../../http/problem.js';
import { SET_PASSWORD_PATH, type PasswordLinkService } from './password-links.service.js';

const publicRoute = (why: string) => ({ access: { public: true as const, why } });
const escapeHtml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

// Referrer same-origin, not no-referrer: with no-referrer the browser posts the form with `Origin: null`, which the cross-site check refuses.
function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="same-origin"><title>${escapeHtml(title)} · Cairn</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:64px auto;padding:0 16px;color:#1f1f1f}label{display:block;margin:16px 0 4px}input{width:100%;padding:8px;box-sizing:border-box}button{margin-top:24px;padding:8px 16px}.error{color:#b42318}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function formPage(token: string, error?: string) {
  return page(
    'Set your password',
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${SET_PASSWORD_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="password">New password (at least ${PASSWORD_LENGTH.min} characters)</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_LENGTH.min}" maxlength="${PASSWORD_LENGTH.max}" required autofocus>
<label for="confirm">Repeat the password</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
<button type="submit">Set password</button>
</form>`,
  );
}

const invalidLinkPage = () =>
  page('Link not valid', '<p>This link is not valid any more. Ask your administrator for a new one.</p>');

/** What the routes use: set-password links. */
export interface SetPasswordRouteServices {
  passwordLinks: PasswordLinkService;
}

export function setPasswordRoutes({ passwordLinks }: SetPasswordRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

    r.get(
      SET_PASSWORD_PATH,
      {
        schema: { querystring: z.object({ token: z.string().max(200).optional() }), hide: true },
        config: publicRoute('the set-password link of a new local account'),
      },
      async (req, reply) => {
        const token = req.query.token ?? '';
        if (!token || !(await passwordLinks.isValid(token, req.ip)))
          return html(reply, 410, invalidLinkPage());
        return html(reply, 200, formPage(token));
      },
    );

    r.post(
      SET_PASSWORD_PATH,
      {
        schema: {
          body: setPasswordSchema.extend({ confirm: z.string().max(1000).optional() }),
          response: { 200: z.object({ passwordSet: z.literal(true) }) },
        },
        config: publicRoute('the set-password form; the single-use token is the credential'),
      },
      async (req, reply) => {
        const form = !req.headers['content-type']?.includes('application/json');
        const origin = req.headers.origin;
        if (origin && origin !== req.origin)
          throw new HttpProblem(403, 'Forbidden', 'Cross-site request refused.', 'csrf');
        const { token, password, confirm } = req.body;
        try {
          // The link before anything about the password: a caller without one learns nothing.
          if (form && confirm !== password) {
            if (!(await passwordLinks.isValid(token, req.ip))) return html(reply, 410, invalidLinkPage());
            return html(reply, 400, formPage(token, 'The two passwords are not the same.'));
          }
          const user = await passwordLinks.setPassword(token, password, req.ip);
          // The audit log's actor: the person the link was for.
          req.principal = { type: 'User', id: user.id, email: user.email, sessionKind: 'browser' };
          if (!form) return { passwordSet: true as const };
          return html(
            reply,
            200,
            page(
              'Password set',
              '<p>Your password is set. <a href="/">Sign in</a> with your e-mail address and the new password.</p>',
            ),
          );
        } catch (error) {
          if (!form || !(error instanceof HttpProblem)) throw error;
          if (error.headers) reply.headers(error.headers);
          if (error.status === 410) return html(reply, 410, invalidLinkPage());
          return html(reply, error.status, formPage(token, error.detail));
        }
      },
    );
  };
}
