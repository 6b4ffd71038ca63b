// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PERMISSION_DELETE_RELOAD_MS, PERMISSIONS, type PermissionDefinitionItem } from '@cairn/contracts';
import { buildPermissionDefinition, CUSTOM_ENTRY } from '../../../shared/testing/factories';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import {
  catalogueAccessRoute,
  fakeServer,
  pageOf,
  renderWithApp,
  type Call,
} from '../../../shared/testing/renderWithApp';
import { PermissionsPage } from './PermissionsPage';

const builtIn = buildPermissionDefinition(PERMISSIONS.pipelinesRead, {
  description: 'Read pipelines and their runs',
  roleCount: 6,
});
const custom = buildPermissionDefinition('Reporting.Exports.Reader', {
  description: 'Download exports',
  ...CUSTOM_ENTRY,
});
const page = (results: PermissionDefinitionItem[]) => pageOf(results);
const writer = catalogueAccessRoute(true);
const LIST = /^\/api\/authorization\/permissions$/;

afterEach(cleanup);

describe('PermissionsPage', { timeout: 30_000 }, () => {
  it('lists name, category and description; built-ins show neither edit nor delete', async () => {
    fakeServer([writer, ['GET', LIST, page([builtIn, custom])]]);
    renderWithApp(<PermissionsPage />, { at: '/permissions' });
    expect(await screen.findByText('Download exports')).toBeTruthy();
    expect(screen.getByText('Reporting')).toBeTruthy();
    expect(screen.getByTestId(`permission-built-in-${builtIn.name}`)).toBeTruthy();
    expect(screen.queryByTestId(`permission-edit-${builtIn.name}`)).toBeNull();
    expect(screen.queryByTestId(`permission-delete-${builtIn.name}`)).toBeNull();
    expect(screen.getByTestId(`permission-edit-${custom.name}`)).toBeTruthy();
    expect(screen.getByTestId(`permission-delete-${custom.name}`)).toBeTruthy();
    expect(await screen.findByTestId('permission-new')).toBeTruthy();
  });

  it('shows the empty text for an empty list and no New permission button to a reader', async () => {
    const server = fakeServer([catalogueAccessRoute(false), ['GET', LIST, page([])]]);
    renderWithApp(<PermissionsPage />, { at: '/permissions' });
    expect(await screen.findByText('No permissions')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(/\/permissions\/query$/)).toHaveLength(1));
    expect(screen.queryByTestId('permission-new')).toBeNull();
  });

  it('creates a permission after the name rule passes and toasts permissionInfoSaved', async () => {
    const server = fakeServer([
      writer,
      ['GET', LIST, page([])],
      ['POST', LIST, (call: Call) => ({ ...custom, ...(call.body as object) })],
    ]);
    renderWithApp(<PermissionsPage />, { at: '/permissions' });
    fireEvent.click(await screen.findByTestId('permission-new'));
    const name = await screen.findByTestId('permission-form-name');
    fireEvent.change(name, { target: { value: 'Reporting..Reader' } });
    fireEvent.change(screen.getByTestId('permission-form-category'), { target: { value: 'Reporting' } });
    fireEvent.click(screen.getByTestId('permission-form-submit'));
    expect(await screen.findByText('Dots may only separate parts of the name')).toBeTruthy();
    expect(server.callsTo(LIST).filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Reporting.Exports.Reader' } });
    fireEvent.click(screen.getByTestId('permission-form-submit'));
    expect(await screen.findByText('Permission info saved')).toBeTruthy();
    expect(server.callsTo(LIST).find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Reporting.Exports.Reader',
      category: 'Reporting',
      description: '',
    });
  });

  it('edits category and description with the name fixed', async () => {
    const server = fakeServer([
      writer,
      ['GET', LIST, page([custom])],
      [
        'PUT',
        /^\/api\/authorization\/permissions\/Reporting\.Exports\.Reader$/,
        (call: Call) => ({ ...custom, ...(call.body as object) }),
      ],
    ]);
    renderWithApp(<PermissionsPage />, { at: '/permissions' });
    fireEvent.click(await screen.findByTestId(`permission-edit-${custom.name}`));
    const name = (await screen.findByTestId('permission-form-name')) as HTMLInputElement;
    expect(name.value).toBe(custom.name);
    expect(name.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('permission-form-category'), { target: { value: 'Exports' } });
    fireEvent.click(screen.getByTestId('permission-form-submit'));
    expect(await screen.findByText('Permission info saved')).toBeTruthy();
    expect(server.callsTo(/\/permissions\/Reporting\.Exports\.Reader$/)[0].body).toEqual({
      name: custom.name,
      category: 'Exports',
      description: 'Download exports',
    });
  });

  it('deletes after confirming, toasts permissionRemoved and reloads the list only after 500 ms', async () => {
    let deletedAt = 0;
    const listedAt: number[] = [];
    const server = fakeServer([
      writer,
      [
        'GET',
        LIST,
        () => {
          listedAt.push(Date.now());
          return page(deletedAt ? [] : [custom]);
        },
      ],
      [
        'DELETE',
        /^\/api\/authorization\/permissions\/Reporting\.Exports\.Reader$/,
        () => {
          deletedAt = Date.now();
          return null;
        },
      ],
    ]);
    renderWithApp(<PermissionsPage />, { at: '/permissions' });
    fireEvent.click(await screen.findByTestId(`permission-delete-${custom.name}`));
    fireEvent.click(await screen.findByTestId('permission-delete-confirm'));
    expect(await screen.findByText('Permission removed')).toBeTruthy();
    expect(server.callsTo(/Reporting\.Exports\.Reader$/).map((c) => c.method)).toEqual(['DELETE']);
    expect(await screen.findByText('No permissions')).toBeTruthy();
    const reload = listedAt.find((at) => at >= deletedAt)!;
    expect(reload - deletedAt).toBeGreaterThanOrEqual(PERMISSION_DELETE_RELOAD_MS - 5);
  });

  it('shows a built-in refusal in the confirmation dialog', async () => {
    fakeServer([
      writer,
      ['GET', LIST, page([custom])],
      [
        'DELETE',
        /Reporting\.Exports\.Reader$/,
        problemAnswer(409, {
          title: 'Conflict',
          code: 'builtInPermission',
          detail: "'Reporting.Exports.Reader' is a built-in permission",
        }),
      ],
    ]);
    renderWithApp(<PermissionsPage />, { at: '/permissions' });
    fireEvent.click(await screen.findByTestId(`permission-delete-${custom.name}`));
    fireEvent.click(await screen.findByTestId('permission-delete-confirm'));
    expect((await screen.findByTestId('permission-delete-error')).textContent).toContain(
      'is a built-in permission',
    );
  });
});
