// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './error-boundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error('Tabs data is missing');
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the error inside the island and leaves the rest of the page alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<p id="outside">Still here</p><div id="island"></div>';
    const root = createRoot(document.getElementById('island')!);
    await act(async () => {
      root.render(
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
      );
    });
    const alert = document.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Unexpected Application Error!');
    expect(alert?.textContent).toContain('Tabs data is missing');
    expect(document.getElementById('outside')?.textContent).toBe('Still here');
  });

  it('renders its children when nothing throws', async () => {
    document.body.innerHTML = '<div id="island"></div>';
    const root = createRoot(document.getElementById('island')!);
    await act(async () => {
      root.render(
        <ErrorBoundary>
          <p>Fine</p>
        </ErrorBoundary>,
      );
    });
    expect(document.body.textContent).toBe('Fine');
  });
});
