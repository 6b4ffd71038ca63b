// @vitest-environment happy-dom
// The user's system setting for reduced motion turns antd's animations off, live.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import '../../i18n';
import { PreferencesProvider } from './PreferencesProvider';

function MotionShown() {
  const { token } = theme.useToken();
  return <output data-testid="motion">{String(token.motion)}</output>;
}

/** A matchMedia whose reduced-motion answer the test sets and changes. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => (media === '(prefers-reduced-motion: reduce)' ? query : { matches: false })),
  );
  return {
    change(next: boolean) {
      reduce = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('PreferencesProvider', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('animates by default', () => {
    systemSetting(false);
    render(
      <PreferencesProvider>
        <MotionShown />
      </PreferencesProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });

  it('turns animations off while the system asks for reduced motion', () => {
    const setting = systemSetting(true);
    render(
      <PreferencesProvider>
        <MotionShown />
      </PreferencesProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
    act(() => setting.change(false));
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
