// @vitest-environment happy-dom
// A keyboard user who opens a dialog and closes it (Escape, Cancel) is back on the button that
// opened it, not at the top of the page (WCAG 2.4.3): both shared dialogs.
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, ConfigProvider, Form, Input } from 'antd';
import { renderWithApp } from '../testing/renderWithApp';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialog } from './FormDialog';

function FormDialogOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button data-testid="opener" onClick={() => setOpen(true)}>
        New tenant
      </Button>
      <FormDialog<{ name: string }>
        open={open}
        title="New tenant"
        testId="tenant"
        onSubmit={() => Promise.resolve()}
        onClose={() => setOpen(false)}
      >
        <Form.Item name="name" label="Name">
          <Input data-testid="tenant-name" />
        </Form.Item>
      </FormDialog>
    </>
  );
}

function ConfirmDialogOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button data-testid="opener" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete tenant?"
        target="Northwind"
        testId="confirm"
        onConfirm={() => Promise.resolve()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * antd moves the focus when a dialog's open or close animation ends; happy-dom runs no animations,
 * so the dialogs run without them, as for a user who asks for reduced motion.
 */
const renderWithoutMotion = (element: ReactElement) =>
  renderWithApp(<ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>);

/** Focuses the opener and presses Enter on it, as the keyboard does (a button's click). */
function openByKeyboard() {
  const opener = screen.getByTestId('opener');
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

const pressEscape = (target: Element) =>
  fireEvent.keyDown(target, { key: 'Escape', code: 'Escape', keyCode: 27 });

afterEach(() => cleanup());

describe('dialogs give the focus back', { timeout: 30_000 }, () => {
  it('FormDialog: focus moves into the dialog, and back to the opener after Escape', async () => {
    renderWithoutMotion(<FormDialogOpener />);
    const opener = openByKeyboard();
    const field = await screen.findByTestId('tenant-name');
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));

    pressEscape(field);
    await waitFor(() => expect(screen.queryByTestId('tenant-name')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('ConfirmDialog: back on the opener after Cancel', async () => {
    renderWithoutMotion(<ConfirmDialogOpener />);
    const opener = openByKeyboard();
    const cancel = await screen.findByTestId('confirm-cancel');
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));

    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByTestId('confirm-cancel')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
