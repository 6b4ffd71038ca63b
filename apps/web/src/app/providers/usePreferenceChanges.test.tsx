// @vitest-environment happy-dom
// Language and theme changed in quick succession are both saved: the second save carries the first
// change even while the first is still on its way, and the first answer never undoes the second.
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser } from '@cairn/contracts';
import i18n from '../../i18n';
import { profileKeys } from '../../shared/api/profile/keys';
import { PreferencesProvider } from './PreferencesProvider';
import {
  useApplyUserPreferences,
  useChangeLanguage,
  useChangeTemplate,
} from '../../shared/preferences/usePreferenceChanges';

const USER = {
  id: 'u-1',
  displayName: 'Ari Admin',
  language: 'en',
  templateName: 'Default',
} as unknown as CurrentUser;

/** A server that answers each PUT only when the test releases it, echoing what was saved. */
function slowProfileServer() {
  const bodies: Record<string, unknown>[] = [];
  const release: Array<() => void> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const body = request.method === 'PUT' ? await request.json() : undefined;
      if (body) bodies.push(body);
      const answer = { ...USER, ...(bodies.at(-1) ?? {}) };
      if (request.method === 'PUT') await new Promise<void>((resolve) => release.push(resolve));
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return { bodies, release };
}

describe('preference changes', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('keeps both of two quick changes, whatever order the answers come in', async () => {
    const server = slowProfileServer();
    const client = new QueryClient();
    client.setQueryData(profileKeys.me(), USER);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <PreferencesProvider>{children}</PreferencesProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useApplyUserPreferences(client.getQueryData<CurrentUser>(profileKeys.me()));
        return { language: useChangeLanguage(), template: useChangeTemplate() };
      },
      { wrapper },
    );

    act(() => result.current.language.change('de'));
    act(() => result.current.template.change('Deloitte'));
    // Saves go one after another: the second is sent once the first has its answer.
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(server.bodies[0]).toMatchObject({ language: 'de', templateName: 'Default' });
    await act(async () => server.release.shift()?.());
    await waitFor(() => expect(server.bodies).toHaveLength(2));
    expect(server.bodies[1]).toMatchObject({ language: 'de', templateName: 'Deloitte' });
    // The first answer (template still Default) arrived while the second was on its way: the screen kept Deloitte.
    expect(result.current.template.template).toBe('Deloitte');
    // The language switches once German's translations have loaded (asynchronous: slow on a busy machine).
    await waitFor(() => expect(i18n.language).toBe('de'));
    await act(async () => server.release.shift()?.());
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(client.getQueryData<CurrentUser>(profileKeys.me())).toMatchObject({
      language: 'de',
      templateName: 'Deloitte',
    });
    expect(result.current.template.template).toBe('Deloitte');
  });
});
