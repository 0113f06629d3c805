import { readdirSync, readFileSync } from 'node:fs';
import { test, expect } from './server-fixture';
import { builtRoutes } from './helpers';
import { parseHtml } from './built-html';
import { parseCsp, rawRequest } from './http';
import { field, fill, openEditor, openEntry, save, savedFile } from './editor';

/**
 * The editor at /admin/ behind both production servers (`npm start` and real nginx with deploy/nginx.conf): its own
 * policy, with Trusted Types enforced through named policies and no 'unsafe-eval' or inline script; it starts,
 * lists, opens and saves with no policy violation and no request to another origin; the public pages keep theirs.
 */

test.use({ screenshot: 'only-on-failure' });

const editorHeaders = JSON.parse(readFileSync('.build/admin-headers.json', 'utf8')) as Record<string, string>;
const siteHeaders = JSON.parse(readFileSync('.build/headers.json', 'utf8')) as Record<string, string>;
const page = readFileSync('dist/admin/index.html', 'utf8');

test('the editor page: noindex, no inline script, no <meta> policy, not in the sitemap, and no public page loads it', () => {
  const document = parseHtml(page);
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
  expect([...document.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual([
    expect.stringMatching(/^\/admin\/assets\/[\w-]+\.js$/),
  ]);
  expect(document.querySelector('meta[http-equiv]')).toBeNull();
  const routes = builtRoutes();
  expect(routes.filter((r) => r.startsWith('/admin'))).toEqual([]);
  for (const route of routes) expect(readFileSync(`dist${route === '/' ? '/index' : route}.html`, 'utf8'), route).not.toContain('/admin/');
  // The editor's fonts are its own files: no stylesheet or script of it names a CDN.
  for (const file of readdirSync('dist/admin/assets').filter((f) => /\.(js|css)$/.test(f)))
    expect(readFileSync(`dist/admin/assets/${file}`, 'utf8'), file).not.toContain('cdn.jsdelivr.net');
});

test('dist/_headers gives /admin/ its own headers, detaching the site-wide ones it replaces', () => {
  const text = readFileSync('dist/_headers', 'utf8');
  const block = text.slice(text.indexOf('/admin/*\n')).split('\n\n')[0];
  expect(block).toContain('  ! Content-Security-Policy');
  expect(block).toContain(`  Content-Security-Policy: ${editorHeaders['Content-Security-Policy']}`);
  expect(block).toContain('  X-Robots-Tag: noindex, nofollow');
});

for (const server of ['npm start', 'nginx'] as const) {
  test.describe(`behind ${server}`, () => {
    test.use({ server });

    test('/admin/ has its own policy: Trusted Types through named policies, no unsafe-eval, scripts from the site only', async ({ origin }) => {
      const res = await rawRequest(origin, '/admin/');
      expect(res.status).toBe(200);
      expect(res.text === page, 'serves dist/admin/index.html').toBe(true);
      expect(res.headers['content-security-policy']).toBe(editorHeaders['Content-Security-Policy']);
      const csp = parseCsp(res.headers['content-security-policy'] as string);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
      expect(csp.get('trusted-types')).toEqual(['default', 'svelte-trusted-html', 'dompurify', 'lexical', "'allow-duplicates'"]);
      for (const [directive, sources] of csp)
        for (const unsafe of ["'unsafe-eval'", "'unsafe-hashes'", '*']) expect(sources, directive).not.toContain(unsafe);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['cache-control']).toBe('no-cache');
      const script = /src="([^"]+)"/.exec(page)![1];
      const asset = await rawRequest(origin, script);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-security-policy']).toBe(editorHeaders['Content-Security-Policy']);
      expect((await rawRequest(origin, '/admin/config.yml')).status).toBe(200);
      const bare = await rawRequest(origin, '/admin');
      expect(bare.status).toBe(301);
      expect(new URL(bare.headers.location as string, origin).pathname).toBe('/admin/');
      // The public pages keep theirs, exactly.
      for (const route of ['/', '/admin-not-here', '/careers'])
        expect((await rawRequest(origin, route)).headers['content-security-policy']).toBe(siteHeaders['Content-Security-Policy']);
    });

    test('the editor starts, lists, opens and saves with no policy violation and no request to another origin', async ({ page, context, origin }) => {
      test.setTimeout(90_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const editor = await openEditor(page, context, origin);
      await page.getByRole('treeitem', { name: /^Articles/ }).click();
      await expect(page.getByRole('grid').getByRole('row')).toHaveCount(9);
      await page.getByRole('grid').getByRole('row').first().click();
      await expect(page.getByRole('toolbar', { name: 'Primary' })).toBeVisible();
      await openEntry(page, origin, 'claims/entries/claims');
      // The form lays out its fields as they scroll into view: field() finds one however far down it is.
      await (await field(page, 'clients')).getByRole('button', { name: 'Expand' }).first().click();
      await fill(page, 'clients.amount', 210);
      await save(page);
      expect(await savedFile(page, 'src/content/claims.yaml')).toMatch(/^clients:\n {2}amount: 210$/m);
      expect(await editor.violations()).toEqual([]);
      expect(editor.outside).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
