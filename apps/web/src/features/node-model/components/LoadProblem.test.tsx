// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { NODE_MODEL_REPOSITORY_LOST_CODE } from '@cairn/contracts';
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

  it('says a lost repository is for the administrator to restore, with no Try Again', () => {
    const lost = new ApiError(409, 'missing', { code: NODE_MODEL_REPOSITORY_LOST_CODE });
    renderWithApp(<LoadProblem error={lost} onRetry={vi.fn()} />);
    expect(screen.getByTestId('node-model-repository-lost').textContent).toContain(
      "This node model's repository is missing.",
    );
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});
