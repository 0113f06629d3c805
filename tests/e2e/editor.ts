import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { recordCspViolations, violations } from './helpers';

/**
 * The content editor at /admin/ (docs/editor.md), driven as an editor would, offline: its test backend keeps the
 * repository in the browser's origin-private file system, which these helpers fill from src/content/ before sign-in
 * and read back after a save. (That the test backend reads what is already there is how the pinned Sveltia CMS
 * works, not a documented promise: an upgrade that changes it fails here first.)
 */

const root = path.resolve(import.meta.dirname, '../..');
const STORE = 'sveltia-cms-test';

/** Every content file of the site (YAML and Markdown), by its path in the repository. */
export function contentFiles(): [string, string][] {
  const files: [string, string][] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const file = `${dir}/${name}`;
      if (statSync(path.join(root, file)).isDirectory()) walk(file);
      else if (/\.(ya?ml|md)$/.test(name)) files.push([file, readFileSync(path.join(root, file), 'utf8')]);
    }
  };
  walk('src/content');
  return files;
}

export interface EditorSession {
  /** Requests to anywhere but 127.0.0.1 (each is refused). */
  outside: string[];
  /** Content-Security-Policy violations on the editor's page. */
  violations(): Promise<string[]>;
}

/**
 * Opens the editor at `origin` with its test repository filled from src/content/ (plus `changes`), signed in. The
 * configuration is the build's own, /admin/config.yml, with the test backend in place of GitHub.
 */
export async function openEditor(page: Page, context: BrowserContext, origin: string, changes: Record<string, string> = {}): Promise<EditorSession> {
  const outside: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1') return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  await context.route(/\/admin\/config\.yml(\?|$)/, async (route) => {
    const response = await route.fetch();
    const built = await response.text();
    const config = built.replace(/^backend:\n(?: {2}.*\n)+/m, 'backend:\n  name: test-repo\n');
    expect(config, 'the built configuration names its backend first').not.toBe(built);
    await route.fulfill({ response, body: config });
  });
  await recordCspViolations(page);
  // Any page of the site's origin reaches the same private file system; this one has no script of its own.
  await page.goto(`${origin}/robots.txt`);
  const files = contentFiles().map(([file, text]) => [file, changes[file] ?? text] as const);
  await page.evaluate(
    async ({ files, store }) => {
      const base = await (await navigator.storage.getDirectory()).getDirectoryHandle(store, { create: true });
      for (const [file, text] of files) {
        const parts = file.split('/');
        let dir = base;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { files, store: STORE },
  );
  const response = await page.goto(`${origin}/admin/`);
  expect(response?.status()).toBe(200);
  await page.getByRole('button', { name: 'Work with Test Repository' }).click();
  await expect(page.getByRole('toolbar', { name: 'Global' })).toBeVisible();
  return { outside, violations: () => violations(page) };
}

/** A file of the test repository as the editor left it ('' when there is none). */
export const savedFile = (page: Page, file: string) =>
  page.evaluate(
    async ({ file, store }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(store);
      const parts = file.split('/');
      try {
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
      } catch {
        return '';
      }
    },
    { file, store: STORE },
  );

/** The names of the files of a folder of the test repository. */
export const savedFolder = (page: Page, folder: string) =>
  page.evaluate(
    async ({ folder, store }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(store);
      for (const part of folder.split('/')) dir = await dir.getDirectoryHandle(part);
      const names: string[] = [];
      for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
      return names.sort();
    },
    { folder, store: STORE },
  );

/**
 * A form field by its place in the entry (`items.19.title`, `timeline.items.6.year`). The editor draws fields as they
 * come on screen: scroll the nearest drawn field that holds this one (or the form) until it is drawn.
 */
export async function field(page: Page, keyPath: string): Promise<Locator> {
  const form = page.getByRole('group', { name: /^Edit .*Content$/ });
  const at = (path: string) => form.locator(`section.field[data-key-path="${path}"]`);
  const section = at(keyPath);
  await expect
    .poll(
      async () => {
        if (await section.count()) return true;
        const parts = keyPath.split('.');
        let scope: Locator = form;
        for (let n = parts.length - 1; n > 0; n--) {
          if (await at(parts.slice(0, n).join('.')).count()) {
            scope = at(parts.slice(0, n).join('.'));
            break;
          }
        }
        const next = scope.locator('.placeholder').first();
        const folded = scope.locator('button[aria-label="Expand"]').first();
        if (await next.count()) await next.scrollIntoViewIfNeeded({ timeout: 1_000 }).catch(() => undefined);
        // A folded object (or list) that holds the field: open it.
        else if (scope !== form && (await folded.count())) await folded.click();
        else await scope.evaluate((el) => el.scrollIntoView({ block: 'end' }));
        return false;
      },
      { message: `the form draws ${keyPath}`, timeout: 10_000, intervals: [100] },
    )
    .toBe(true);
  await section.scrollIntoViewIfNeeded();
  return section;
}

/** Types into a text, number or date field. */
export async function fill(page: Page, keyPath: string, value: string | number) {
  const input = (await field(page, keyPath)).locator('input, textarea, [contenteditable="true"]').first();
  await input.fill(String(value));
}

/** Opens an entry (`jobs/entries/jobs`) or a new one (`insights/new`) by its address in the editor. */
export async function openEntry(page: Page, origin: string, route: string) {
  await page.goto(`${origin}/admin/#/collections/${route}`);
  await expect(page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' })).toBeVisible();
}

/** Saves the entry open in the editor, and waits until it is written and the editor is back at its collection's list. */
export async function save(page: Page) {
  await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('toolbar', { name: 'Primary' })).toBeHidden({ timeout: 15_000 });
  await expect(page).toHaveURL(/#\/collections\/[^/]+$/);
}

/** A binary file of the test repository as the editor left it (an uploaded picture). */
export async function savedBytes(page: Page, file: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ file, store }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(store);
      const parts = file.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      const bytes = new Uint8Array(await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { file, store: STORE },
  );
  return Buffer.from(base64, 'base64');
}

/** Uploads a picture into an image field through the editor's file dialog. */
export async function upload(page: Page, keyPath: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await (await field(page, keyPath)).getByRole('button', { name: 'Browse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Image' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(file);
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden();
}
