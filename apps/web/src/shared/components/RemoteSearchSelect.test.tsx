// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserListItem } from '@cairn/contracts';
import { useUserChoices } from '../api/authorization/useUserChoices';
import { fakeServer, renderWithApp, type Call } from '../testing/renderWithApp';
import { PICKER_DEBOUNCE_MS, RemoteSearchSelect } from './RemoteSearchSelect';

const n = (i: number) => String(i).padStart(4, '0');
/** 5,000 users as the server holds them: searched by name and e-mail, sorted by name, paged. */
const USERS = Array.from({ length: 5_000 }, (_, k) => ({
  id: `u${k + 1}`,
  name: `Scale ${n(k + 1)}`,
  email: `scale-${n(k + 1)}@pickers.test`,
}));
const usersRoute = (call: Call) => {
  const q = call.url.searchParams;
  const search = (q.get('search') ?? '').toLowerCase();
  const page = Number(q.get('page'));
  const pageSize = Number(q.get('pageSize'));
  const found = USERS.filter((u) => `${u.name} ${u.email}`.toLowerCase().includes(search));
  return {
    results: found.slice((page - 1) * pageSize, page * pageSize),
    meta: { totalItems: found.length, page, pageSize },
  };
};

function Picker({ initial, knownLabels }: { initial?: string; knownLabels?: Record<string, string> }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <>
      <RemoteSearchSelect<UserListItem>
        testId="picker"
        // Every option in the document: happy-dom has no layout for the virtual list to measure.
        virtual={false}
        useChoices={useUserChoices}
        toOption={(u) => ({ value: u.email, label: `${u.name} (${u.email})` })}
        knownLabels={knownLabels}
        value={value}
        onChange={(v) => setValue(v as string)}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = () => within(screen.getByTestId('picker')).getByRole('combobox');
const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
const selected = () => screen.getByTestId('picker').querySelector('.ant-select-content')?.textContent;
const searches = (calls: Call[]) =>
  calls
    .filter((c) => c.url.pathname === '/api/authorization/users')
    .map((c) => c.url.searchParams.get('search'));

afterEach(() => cleanup());

describe('RemoteSearchSelect', { timeout: 30_000 }, () => {
  it('sends the typed text once, after the pause, from its first characters', async () => {
    const server = fakeServer([['GET', /^\/api\/authorization\/users$/, usersRoute]]);
    renderWithApp(<Picker />);
    fireEvent.mouseDown(box());
    await waitFor(() => expect(optionTexts()[0]).toBe('Scale 0001 (scale-0001@pickers.test)'));
    for (const text of ['s', 'sc', 'sca', 'scale-5', 'scale-50'])
      fireEvent.change(box(), { target: { value: text } });
    await waitFor(() => expect(optionTexts()).toEqual(['Scale 5000 (scale-5000@pickers.test)']));
    // The opening page (no search) and one search: no request per keystroke.
    expect(searches(server.calls)).toEqual([null, 'scale-50']);
    expect(server.calls.at(-1)?.url.searchParams.get('pageSize')).toBe('20');
    fireEvent.change(box(), { target: { value: 'nobody' } });
    expect(await screen.findByText('Nothing matches “nobody”')).toBeTruthy();
  });

  it('loads the next page from its "Show more" option and when scrolled to the end', async () => {
    const server = fakeServer([['GET', /^\/api\/authorization\/users$/, usersRoute]]);
    renderWithApp(<Picker />);
    fireEvent.mouseDown(box());
    fireEvent.change(box(), { target: { value: 'scale-00' } }); // 99 users
    await waitFor(() => expect(optionTexts().at(-1)).toBe('Show more (20 of 99)'));
    expect(optionTexts()).toHaveLength(21);
    fireEvent.click(screen.getByText('Show more (20 of 99)'));
    await waitFor(() => expect(optionTexts()).toHaveLength(41));
    expect(screen.getByTestId('value').textContent).toBe(''); // "Show more" is no value
    const list = document.querySelector('.ant-select-dropdown-list-holder') as HTMLElement;
    Object.defineProperties(list, {
      scrollHeight: { value: 1000, configurable: true },
      clientHeight: { value: 256, configurable: true },
    });
    list.scrollTop = 744;
    fireEvent.scroll(list);
    await waitFor(() => expect(optionTexts()).toHaveLength(61));
    const pages = server.calls.map((c) => c.url.searchParams.get('page'));
    expect(pages.slice(-3)).toEqual(['1', '2', '3']);
  });

  it('keeps the chosen value labelled when the search no longer holds it, and names a preset value', async () => {
    fakeServer([['GET', /^\/api\/authorization\/users$/, usersRoute]]);
    renderWithApp(<Picker />);
    fireEvent.mouseDown(box());
    fireEvent.change(box(), { target: { value: 'scale-4999' } });
    fireEvent.click(await screen.findByText('Scale 4999 (scale-4999@pickers.test)'));
    expect(screen.getByTestId('value').textContent).toBe('scale-4999@pickers.test');
    fireEvent.mouseDown(box());
    fireEvent.change(box(), { target: { value: 'scale-0001' } });
    await waitFor(() => expect(optionTexts()).toEqual(['Scale 0001 (scale-0001@pickers.test)']));
    fireEvent.keyDown(box(), { key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, PICKER_DEBOUNCE_MS)));
    expect(selected()).toBe('Scale 4999 (scale-4999@pickers.test)');
    cleanup();

    renderWithApp(
      <Picker initial="scale-5000@pickers.test" knownLabels={{ 'scale-5000@pickers.test': 'Scale 5000' }} />,
    );
    expect(selected()).toBe('Scale 5000');
  });

  it('chooses with the keyboard', async () => {
    fakeServer([['GET', /^\/api\/authorization\/users$/, usersRoute]]);
    renderWithApp(<Picker />);
    box().focus();
    fireEvent.change(box(), { target: { value: 'scale-000' } });
    await waitFor(() => expect(optionTexts()).toHaveLength(9));
    // The option list reads the older `which` of the key.
    fireEvent.keyDown(box(), { key: 'ArrowDown', which: 40, keyCode: 40 });
    fireEvent.keyDown(box(), { key: 'Enter', which: 13, keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('scale-0002@pickers.test'));
  });
});
