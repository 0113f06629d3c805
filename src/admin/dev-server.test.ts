/**
 * Working locally: `npm run dev` serves the editor at /admin/ with its own policy, and its configuration is made
 * afresh from the schemas on each request, so a field added to a schema is in the form without a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_POLICY } from '../../scripts/security-headers.mjs';
import { astro, env, siteCopy } from '../../tests/site-copy';

const site = siteCopy();
let server: ChildProcess | undefined;
let origin = '';
let log = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A page of the editor server, once it answers (it starts, then builds the editor on its first request). */
async function get(path: string, ok = (res: Response) => res.ok): Promise<Response> {
  for (let i = 0; i < 120; i++) {
    const res = await fetch(`${origin}${path}`, { redirect: 'manual' }).catch(() => undefined);
    if (res && ok(res)) return res;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${path} did not answer; the editor server said:\n${log}`);
}

beforeAll(async () => {
  site.create();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [astro, 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: site.dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
}, 60_000);

afterAll(() => {
  server?.kill();
  site.remove();
});

describe('the editor under npm run dev', () => {
  it('serves /admin/ and its script with the editor policy, and sends /admin to /admin/', async () => {
    const page = await get('/admin/');
    expect(page.headers.get('content-security-policy')).toBe(ADMIN_POLICY);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())?.[1];
    expect(script).toMatch(/^\/admin\/assets\//);
    const js = await get(script!);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect((await get('/admin', (res) => res.status === 301)).headers.get('location')).toBe('/admin/');
  }, 90_000);

  it('makes its configuration from the schemas on each request: a field added to a schema is in the form', async () => {
    expect(await (await get('/admin/config.yml')).text()).toContain('name: readTime');
    site.write(
      'schemas/site.ts',
      site
        .read('schemas/site.ts')
        .replace('    cta: z.string(),\n', "    cta: z.string(),\n    badge: z.string().optional().describe('A word over the promo'),\n"),
    );
    await expect.poll(async () => (await get('/admin/config.yml')).text(), { timeout: 30_000 }).toContain('hint: A word over the promo');
  }, 60_000);
});
