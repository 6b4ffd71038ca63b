// @vitest-environment happy-dom
// Signing in with the form: a page of the app opens inside the loaded app, which knows it is signed
// in; an address the server answers itself is a real navigation; a refusal is said in the form. The
// sign-in page explains the identity provider's errors and opens the legal pages signed out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useCurrentUser } from '../../shared/api/profile/useCurrentUser';
import { useSessionProbe } from '../../shared/api/profile/useSessionProbe';
import { problemAnswer, type ProblemAnswer } from '../../shared/testing/problemAnswer';
import { LegalLayout } from '../legal/LegalLayout';
import { PrivacyPage } from '../legal/PrivacyPage';
import { TermsOfUsePage } from '../legal/TermsOfUsePage';
import { fakeServer } from '../../shared/testing/renderWithApp';
import { LoginPage } from './LoginPage';
import { opensInApp } from './signInTarget';

function SignedInPage() {
  const probe = useSessionProbe();
  const me = useCurrentUser();
  if (probe.isError) return <>The probe still says signed out</>;
  return <>{me.data && probe.data ? `Overview for ${me.data.displayName}` : 'Loading'}</>;
}

/** `answer`: where the server sends the signed-in user, or its refusal. */
function signInAt(start: string, answer: string | ProblemAnswer, prefetch?: () => void) {
  let signedIn = false;
  const server = fakeServer([
    ['GET', /^\/appSettings\.json$/, { sso: { mode: 'local' } }],
    [
      'GET',
      /^\/api\/profile\/me$/,
      () => (signedIn ? { displayName: 'Ada Admin' } : problemAnswer(401, { title: 'Unauthorized' })),
    ],
    [
      'POST',
      /^\/authorization\/login$/,
      () => (typeof answer === 'string' ? ((signedIn = true), { redirect: answer }) : answer),
    ],
  ]);
  const router = createMemoryRouter(
    [
      { path: '/', element: <LoginPage prefetch={prefetch} /> },
      { path: '/overview', element: <SignedInPage /> },
      {
        element: <LegalLayout />,
        children: [
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/terms-of-use', element: <TermsOfUsePage /> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { server, router };
}

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('signing in with the form', () => {
  it('opens the page inside the loaded app, signed in, without loading the app again', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { server, router } = signInAt('/', '/overview');
    await submit('admin@cairn.local', 'Demo-password-1');
    expect(await screen.findByText('Overview for Ada Admin')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/overview');
    expect(assign).not.toHaveBeenCalled();
    expect(server.callsTo(/^\/authorization\/login$/)[0].body).toEqual({
      email: 'admin@cairn.local',
      password: 'Demo-password-1',
      postLoginRedirect: '/overview',
    });
  });

  it('goes to an address the server answers itself with a real navigation', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const target = '/api/storage/engagements/e-1/main/download?path=a.csv';
    signInAt(`/?postLoginRedirect=${encodeURIComponent(target)}`, target);
    await submit('admin@cairn.local', 'Demo-password-1');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(target));
  });
});

describe('the sign-in page', () => {
  it('fetches what comes after signing in once the form shows', async () => {
    const prefetch = vi.fn();
    signInAt('/', '/overview', prefetch);
    await screen.findByLabelText('E-mail address');
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
  });

  it('says in its own words that a wrong password is wrong, and stays on the page', async () => {
    // What POST /authorization/login answers to a wrong password or an unknown account (auth.test.ts).
    const refused = problemAnswer(401, {
      title: 'Unauthorized',
      detail: 'The e-mail address or password is not correct.',
      code: 'invalidCredentials',
    });
    const { router } = signInAt('/', refused);
    await submit('nobody@cairn.local', 'not-the-password');
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'The e-mail address or password is incorrect.',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it("explains the errors the identity provider's sign-in comes back with (oidc.test.ts)", async () => {
    for (const [error, text] of [
      ['notRegistered', 'You are not a registered user. Contact the administrator.'],
      ['notActive', 'User is not active'],
    ]) {
      signInAt(`/?error=${error}`, '/overview');
      expect((await screen.findByTestId('login-callback-error')).textContent, error).toBe(text);
      cleanup();
    }
  });

  it("says the admin console's own 'not registered' words to someone going to an admin page", async () => {
    for (const [going, text] of [
      ['/tenants/t-1/general', 'You are not registered user. Please contact the administrator.'],
      ['/roles', 'You are not registered user. Please contact the administrator.'],
      ['/storage-manager/main', 'You are not a registered user. Contact the administrator.'],
    ]) {
      signInAt(`/?error=notRegistered&postLoginRedirect=${encodeURIComponent(going)}`, '/overview');
      expect((await screen.findByTestId('login-callback-error')).textContent, going).toBe(text);
      cleanup();
    }
  });

  it('opens Privacy and Terms of Use signed out, and Back returns to the form', async () => {
    const { router } = signInAt('/', '/overview');
    fireEvent.click(await screen.findByTestId('login-privacy'));
    expect((await screen.findByTestId('page-title')).textContent).toBe('Privacy statement');
    expect(router.state.location.pathname).toBe('/privacy');
    fireEvent.click(screen.getByTestId('legal-back'));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    fireEvent.click(screen.getByTestId('login-terms'));
    expect((await screen.findByTestId('page-title')).textContent).toBe('Terms of Use');
    expect(router.state.location.pathname).toBe('/terms-of-use');
  });
});

describe('opensInApp', () => {
  it('keeps pages of the app inside it and sends the server its own addresses', () => {
    expect(opensInApp('/overview')).toBe(true);
    expect(opensInApp('/storage-manager/main/f-payslips?view=list')).toBe(true);
    expect(opensInApp('/api/storage/engagements/e-1/main/download?path=a.csv')).toBe(false);
    expect(opensInApp('/authorization/refresh-token')).toBe(false);
    expect(opensInApp('/git/e-1.git/info/refs')).toBe(false);
    expect(opensInApp('/healthz')).toBe(false);
    expect(opensInApp('/appSettings.json')).toBe(false);
    expect(opensInApp('/apiary')).toBe(true);
  });
});
