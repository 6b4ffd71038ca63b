// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../shared/testing/renderWithApp';
import { FeedbackSendDialog } from './FeedbackSendDialog';

/** A fetch that answers the feedback route and keeps the forms it was sent. */
function feedbackServer(answer: () => Response) {
  const forms: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) !== '/api/feedback' || init.method !== 'POST')
        return new Response('{}', { status: 404 });
      forms.push(init.body as FormData);
      return answer();
    }),
  );
  return forms;
}

const created = () =>
  new Response(JSON.stringify({ id: 'f-1' }), {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });

const PAGE = '/engagements/e-1/storage?path=Payroll';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Rendering antd in happy-dom is slow on a busy machine: more time than vitest's default 5 s.
describe('FeedbackSendDialog', { timeout: 30_000 }, () => {
  it('needs the text, then sends it with the page and the screenshot and thanks the user', async () => {
    const forms = feedbackServer(created);
    const onClose = vi.fn();
    renderWithApp(<FeedbackSendDialog open page={PAGE} onClose={onClose} />);

    expect((await screen.findByTestId('feedback-dialog-page')).textContent).toContain(PAGE);
    fireEvent.click(screen.getByTestId('feedback-dialog-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(forms).toHaveLength(0);

    fireEvent.change(screen.getByTestId('feedback-dialog-message'), {
      target: { value: 'The folder list is slow' },
    });
    const shot = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'shot.png', {
      type: 'image/png',
    });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [shot] } });
    expect(await screen.findByText('shot.png')).toBeTruthy();
    fireEvent.click(screen.getByTestId('feedback-dialog-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(forms).toHaveLength(1);
    expect(forms[0].get('kind')).toBe('feedback');
    expect(forms[0].get('message')).toBe('The folder list is slow');
    expect(forms[0].get('page')).toBe(PAGE);
    expect((forms[0].get('screenshot') as File).name).toBe('shot.png');
    expect(await screen.findByText('Thank you, your feedback has been sent.')).toBeTruthy();
  });

  it("shows the server's refusal of the screenshot under it and stays open", async () => {
    feedbackServer(
      () =>
        new Response(
          JSON.stringify({
            status: 400,
            title: 'Bad Request',
            errors: [
              {
                field: 'screenshot',
                message: 'The screenshot must be a PNG or JPEG image.',
                key: 'screenshotNotImage',
              },
            ],
          }),
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
    );
    const onClose = vi.fn();
    renderWithApp(<FeedbackSendDialog open page={PAGE} onClose={onClose} />);
    fireEvent.change(await screen.findByTestId('feedback-dialog-message'), {
      target: { value: 'Look at this' },
    });
    fireEvent.click(screen.getByTestId('feedback-dialog-submit'));
    expect(await screen.findByText('Please choose a PNG or JPEG image')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
