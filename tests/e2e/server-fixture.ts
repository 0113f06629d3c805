import { test as base } from '@playwright/test';
import { findNginx, startNginx, type RunningNginx } from './nginx';

export type ServerName = 'npm start' | 'nginx';

let warned = false;
const inCI = !!process.env.CI && !['0', 'false'].includes(process.env.CI.toLowerCase());

/**
 * `origin` is the server under test: the `npm start` server (Playwright's webServer, baseURL) or
 * real nginx running deploy/nginx.conf over the same build, started once per worker on first use.
 * Without nginx the nginx tests are skipped locally, but fail in CI (CI=true), where .ci/run installs it.
 */
export const test = base.extend<{ server: ServerName; origin: string }, { nginx: { get(): Promise<RunningNginx> } }>({
  server: ['npm start', { option: true }],
  nginx: [
    // Playwright reads fixture dependencies from the destructuring pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      let running: Promise<RunningNginx> | undefined;
      await provide({
        get() {
          const bin = findNginx();
          if (!bin) throw new Error('nginx not found');
          running ??= startNginx(bin);
          return running;
        },
      });
      if (running) await (await running.catch(() => null))?.stop();
    },
    { scope: 'worker' },
  ],
  origin: async ({ server, nginx, baseURL }, provide, testInfo) => {
    if (server === 'npm start') return provide(baseURL!);
    if (!findNginx()) {
      if (inCI) throw new Error('nginx is not installed: CI must prove deploy/nginx.conf with real nginx (apt-get install nginx)');
      const reason = 'nginx is not installed, so deploy/nginx.conf is not tested here (apt-get install nginx; in CI this fails instead)';
      if (!warned) console.warn(`\n  ⚠ ${reason}\n`);
      warned = true;
      testInfo.skip(true, reason);
    }
    await provide((await nginx.get()).origin);
  },
});

export { expect } from '@playwright/test';
