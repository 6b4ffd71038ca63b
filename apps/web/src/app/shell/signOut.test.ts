// @vitest-environment happy-dom
// The user menu's sign-out: a form post with the session's CSRF token, never a GET.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './signOut';

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'cairn_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.body.innerHTML = '';
});

describe('signOut', () => {
  it('posts a form with the CSRF token to the sign-out address', () => {
    document.cookie = 'cairn_csrf=token-123';
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    signOut('/authorization/logout');
    expect(submit).toHaveBeenCalledOnce();
    const submitted = submit.mock.contexts[0] as HTMLFormElement;
    expect(submitted.method).toBe('post');
    expect(new URL(submitted.action).pathname).toBe('/authorization/logout');
    expect(Object.fromEntries(new FormData(submitted))).toEqual({
      csrfToken: 'token-123',
      postLogoutRedirect: '/',
    });
  });
});
