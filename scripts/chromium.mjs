// @ts-check
/**
 * Debian's Chromium and the flags that keep it from reaching for the network (DEVELOPERS.md).
 * Shared by playwright.config.ts and the Lighthouse benchmark (bench/lighthouse.mjs).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
