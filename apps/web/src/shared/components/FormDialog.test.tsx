// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input, Select } from 'antd';
import { MODAL_WIDTH } from '@cairn/contracts';
import { renderWithApp } from '../testing/renderWithApp';
import { ApiError } from '../api/ApiError';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialog, type FormDialogProps } from './FormDialog';

interface Values {
  name: string;
  tags?: string[];
}

type Harness = Partial<Pick<FormDialogProps<Values>, 'guardUnsavedChanges' | 'width'>> & {
  onSubmit: (values: Values) => Promise<unknown>;
  onClose?: () => void;
};

function Dialog({ onSubmit, onClose = () => undefined, ...rest }: Harness) {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog<Values>
      open={open}
      title="New tenant"
      testId="tenant"
      onSubmit={onSubmit}
      onClose={() => {
        setOpen(false);
        onClose();
      }}
      {...rest}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'This field is required' }]}>
        <Input data-testid="tenant-name" />
      </Form.Item>
      <Form.Item name="tags" label="Tags">
        <Select mode="tags" data-testid="tenant-tags" />
      </Form.Item>
    </FormDialog>
  );
}

const typeName = (value: string) =>
  fireEvent.change(screen.getByTestId('tenant-name'), { target: { value } });
const isOpen = () => screen.queryByTestId('tenant-form') !== null;
/** A promise the test settles itself. */
function deferred() {
  let resolve!: (value?: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

afterEach(() => cleanup());

describe('FormDialog', { timeout: 30_000 }, () => {
  it('is as wide as asked, validates, sends the values with a spinning button and closes when saved', async () => {
    const answer = deferred();
    const onSubmit = vi.fn(() => answer.promise);
    const onClose = vi.fn();
    renderWithApp(<Dialog onSubmit={onSubmit} onClose={onClose} width="small" />);
    await screen.findByTestId('tenant-form');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe(`${MODAL_WIDTH.small}px`);

    fireEvent.click(screen.getByTestId('tenant-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    typeName('Contoso');
    fireEvent.click(screen.getByTestId('tenant-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Contoso' }));
    await waitFor(() => expect(screen.getByTestId('tenant-submit').className).toContain('ant-btn-loading'));
    expect(isOpen()).toBe(true);
    answer.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('sends on Enter in a text input', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithApp(<Dialog onSubmit={onSubmit} />);
    typeName('Contoso');
    fireEvent.keyDown(screen.getByTestId('tenant-name'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Contoso' }));
  });

  it('shows a 400’s field errors under their fields, in the user’s language, and stays open', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'Bad Request', {
        fieldErrors: [
          { field: 'name', message: 'A tenant with this name exists', key: 'noDuplicateNodeName' },
          { field: 'tags.1', message: 'Tag too long' },
        ],
      });
    });
    renderWithApp(<Dialog onSubmit={onSubmit} />);
    typeName('Contoso');
    fireEvent.click(screen.getByTestId('tenant-submit'));
    // The key's text of the locale file wins over the server's English words.
    expect(await screen.findByText('A node with this name already exists')).toBeTruthy();
    expect(screen.getByText('Tag too long')).toBeTruthy(); // an item's problem under its list
    expect(screen.queryByTestId('tenant-error')).toBeNull();
    expect(isOpen()).toBe(true);
  });

  it('shows any other error above the form with its error number', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(500, 'Internal Server Error', { errorId: 'err-42' });
    });
    renderWithApp(<Dialog onSubmit={onSubmit} />);
    typeName('Contoso');
    fireEvent.click(screen.getByTestId('tenant-submit'));
    const alert = await screen.findByTestId('tenant-error');
    expect(alert.textContent).toContain('err-42');
    expect(isOpen()).toBe(true);
  });

  it('shows a field problem of a field the form lacks above it', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'Bad Request', {
        errorId: 'err-7',
        fieldErrors: [{ field: 'secret', message: 'Nope' }],
      });
    });
    renderWithApp(<Dialog onSubmit={onSubmit} />);
    typeName('Contoso');
    fireEvent.click(screen.getByTestId('tenant-submit'));
    expect((await screen.findByTestId('tenant-error')).textContent).toContain('secret: Nope');
  });

  it('closes on Cancel and Escape without asking when nothing changed', async () => {
    const onClose = vi.fn();
    renderWithApp(<Dialog onSubmit={vi.fn()} onClose={onClose} guardUnsavedChanges />);
    await screen.findByTestId('tenant-form');
    fireEvent.keyDown(screen.getByTestId('tenant-name'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('asks before closing with unsaved changes when guarded', async () => {
    const onClose = vi.fn();
    renderWithApp(<Dialog onSubmit={vi.fn()} onClose={onClose} guardUnsavedChanges />);
    typeName('Contoso');
    fireEvent.click(screen.getByTestId('tenant-cancel'));
    expect((await screen.findAllByText('You forgot to save')).length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByTestId('tenant-name') as HTMLInputElement).value).toBe('Contoso');

    fireEvent.click(screen.getByTestId('tenant-cancel'));
    const discard = await screen.findAllByRole('button', { name: 'Discard changes' });
    fireEvent.click(discard.at(-1)!);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes at once with changes when not guarded', async () => {
    const onClose = vi.fn();
    renderWithApp(<Dialog onSubmit={vi.fn()} onClose={onClose} />);
    typeName('Contoso');
    fireEvent.click(screen.getByTestId('tenant-cancel'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('You forgot to save')).toBeNull();
  });
});

function Confirm({ onConfirm, onClose }: { onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Delete tenant?"
      target="Contoso"
      onConfirm={onConfirm}
      onClose={() => {
        setOpen(false);
        onClose();
      }}
      testId="tenant-delete"
    />
  );
}

describe('ConfirmDialog', { timeout: 30_000 }, () => {
  it('names what is deleted and confirms with a red button', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderWithApp(<Confirm onConfirm={onConfirm} onClose={onClose} />);
    expect(await screen.findByText('Contoso will be deleted. This cannot be undone.')).toBeTruthy();
    const confirm = screen.getByTestId('tenant-delete-confirm');
    expect(confirm.textContent).toBe('Delete');
    expect(confirm.className).toContain('ant-btn-dangerous');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe(`${MODAL_WIDTH.small}px`);
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open with the error when the server refuses, and Cancel does nothing', async () => {
    const onConfirm = vi.fn(async () => {
      throw new ApiError(409, 'Conflict', { errorId: 'err-9' });
    });
    const onClose = vi.fn();
    renderWithApp(<Confirm onConfirm={onConfirm} onClose={onClose} />);
    fireEvent.click(await screen.findByTestId('tenant-delete-confirm'));
    expect((await screen.findByTestId('tenant-delete-error')).textContent).toContain('err-9');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('tenant-delete-cancel'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
