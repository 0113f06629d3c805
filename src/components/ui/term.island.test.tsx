// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Term } from './term.island';
import { SPEC_TIMING } from '../../../tests/spec/spec';

/** Spec §9: tooltip open delay and skip delay, in ms (the numbers the spec gives, not the component's own). */
const TOOLTIP_DELAYS = SPEC_TIMING.tooltip;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  document.body.innerHTML = '<div id="app"></div>';
  root = createRoot(document.getElementById('app')!);
  await act(async () => {
    root.render(
      <p>
        <Term term="LPA" definition="Lakh per annum: 1 LPA is ₹1,00,000 a year" /> and <Term term="SLA" definition="Service level agreement" />
      </p>,
    );
  });
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

const triggers = () => [...document.querySelectorAll('button')];
const tooltipFor = (button: Element) => document.getElementById(button.getAttribute('aria-describedby')!)!;
const isOpen = (button: Element) => !tooltipFor(button).classList.contains('hidden');
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

describe('Term tooltip', () => {
  it('is a keyboard-reachable button described by its tooltip', () => {
    const [lpa] = triggers();
    expect(lpa?.tagName).toBe('BUTTON');
    expect(tooltipFor(lpa).getAttribute('role')).toBe('tooltip');
    expect(tooltipFor(lpa).textContent).toContain('Lakh per annum');
  });

  it('opens 700 ms after focus, closes on blur and on Escape', async () => {
    const [lpa] = triggers();
    await act(async () => lpa.focus());
    await advance(TOOLTIP_DELAYS.open - 1);
    expect(isOpen(lpa)).toBe(false);
    await advance(1);
    expect(isOpen(lpa)).toBe(true);
    await act(async () => lpa.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(isOpen(lpa)).toBe(false);
  });

  it('opens the next tooltip at once when moving within the 300 ms skip window, and waits again after it', async () => {
    const [lpa, sla] = triggers();
    await act(async () => lpa.focus());
    await advance(700);
    await act(async () => sla.focus());
    await advance(0);
    expect(isOpen(sla)).toBe(true);
    await act(async () => sla.blur());
    await advance(TOOLTIP_DELAYS.skip + 1);
    await act(async () => lpa.focus());
    await advance(10);
    expect(isOpen(lpa)).toBe(false);
    await advance(700);
    expect(isOpen(lpa)).toBe(true);
  });
});
