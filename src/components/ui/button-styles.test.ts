import { describe, expect, it } from 'vitest';
import { buttonClasses } from './button-styles';

describe('buttonClasses', () => {
  it("lets the caller's display win over the base inline-flex", () => {
    const classes = buttonClasses('primary', 'hidden sm:inline-flex').split(' ');
    expect(classes).toContain('hidden');
    expect(classes).toContain('sm:inline-flex');
    expect(classes).not.toContain('inline-flex');
  });

  it("lets the caller's width and padding win too", () => {
    const classes = buttonClasses('primary', 'w-full px-3').split(' ');
    expect(classes).toContain('px-3');
    expect(classes).not.toContain('px-5');
  });
});
