// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ErrorBoundary, withErrorBoundary } from './error-boundary';

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

describe('withErrorBoundary', () => {
  const Greeting = withErrorBoundary(function Greeting({ name }: { name: string }) {
    return <p>Hello {name}</p>;
  });
  const marker = () => document.querySelector('template[data-island]');

  it('says in the server HTML that the island is not working yet, with nothing a reader sees', () => {
    document.body.innerHTML = renderToString(<Greeting name="Asha" />);
    expect(marker()?.getAttribute('data-island')).toBe('');
    expect(document.body.textContent).toBe('Hello Asha');
  });

  it('marks the island ready once React has hydrated it', async () => {
    document.body.innerHTML = `<div id="island">${renderToString(<Greeting name="Asha" />)}</div>`;
    const server = marker();
    await act(async () => {
      hydrateRoot(document.getElementById('island')!, <Greeting name="Asha" />);
    });
    expect(marker()).toBe(server);
    expect(marker()?.getAttribute('data-island')).toBe('ready');
  });

  it('marks an island ready that shows its error, so a test reaches the alert', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Failing = withErrorBoundary(Broken);
    document.body.innerHTML = '<div id="island"></div>';
    await act(async () => {
      createRoot(document.getElementById('island')!).render(<Failing />);
    });
    expect(document.querySelector('[role="alert"]')).not.toBeNull();
    expect(marker()?.getAttribute('data-island')).toBe('ready');
  });
});
