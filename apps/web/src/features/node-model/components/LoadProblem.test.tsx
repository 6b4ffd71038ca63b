// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../../../shared/api/ApiError';
import { renderWithApp } from '../../../shared/testing/renderWithApp';
import { LoadProblem } from './LoadProblem';

afterEach(cleanup);

describe('LoadProblem', () => {
  it("says the spec's words for a source the user may not read (403)", () => {
    renderWithApp(<LoadProblem error={new ApiError(403, 'Forbidden')} onRetry={vi.fn()} />);
    expect(screen.getByTestId('node-model-no-access').textContent).toContain(
      'You have no access to this source. Please contact the administrator.',
    );
  });

  it('tells a stale address (404) from a failure, which offers Try Again', () => {
    renderWithApp(<LoadProblem error={new ApiError(404, 'Not Found')} onRetry={vi.fn()} />);
    expect(screen.getByTestId('node-model-not-found')).toBeTruthy();
    cleanup();
    const onRetry = vi.fn();
    renderWithApp(<LoadProblem error={new ApiError(500, 'boom')} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
