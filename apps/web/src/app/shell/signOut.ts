// Sign-out is a form post carrying the CSRF token (a GET could be triggered by any page, e.g. an
// image). The server ends the session and answers with a redirect, so the browser navigates as
// the old link did and nothing of the signed-in app stays in memory.
import { CSRF_COOKIE, readCookie } from '../../shared/api/client';

export function signOut(logoutUrl: string, postLogoutRedirect = '/') {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = logoutUrl;
  form.hidden = true;
  const fields = { csrfToken: readCookie(CSRF_COOKIE) ?? '', postLogoutRedirect };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
