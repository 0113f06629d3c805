/**
 * A working copy of the site in a temporary folder, for tests that edit content as the marketing team
 * would and build or serve the result: helpers to read, write and edit its content, run Astro in it,
 * and read what the build wrote.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { pageText, parseHtml } from './e2e/built-html';

const root = path.resolve(import.meta.dirname, '..');
const COPIED = ['src', 'public', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json'];
export const astro = path.join(root, 'node_modules/astro/bin/astro.mjs');
/** The environment an editor's shell has: without the test runner's own variables (VITEST, NODE_ENV …). */
export const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST|NODE_ENV$|MODE$)/.test(name))),
  ASTRO_TELEMETRY_DISABLED: '1',
};

export interface LdNode {
  '@type'?: string;
  name?: string;
  headline?: string;
  itemListElement?: { name: string; item: string }[];
  identifier?: { value?: string };
  jobLocation?: { address?: { addressLocality?: string } };
}

/** Replaces one top-level key's value (`key: value` on its own line) of a YAML file or front matter. */
export const setKey = (text: string, key: string, value: string | number) => {
  const line = new RegExp(`^${key}:.*$`, 'm');
  if (!line.test(text)) throw new Error(`The template entry has no top-level "${key}"`);
  return text.replace(line, `${key}: ${value}`);
};

export function siteCopy() {
  const copy = {
    dir: '',
    create() {
      copy.dir = mkdtempSync(path.join(tmpdir(), 'kriyon-year-'));
      for (const item of COPIED) cpSync(path.join(root, item), path.join(copy.dir, item), { recursive: true });
      symlinkSync(path.join(root, 'node_modules'), path.join(copy.dir, 'node_modules'), 'dir');
    },
    remove() {
      if (copy.dir && !process.env.KEEP_EDITS_COPY) rmSync(copy.dir, { recursive: true, force: true });
    },
    file: (name: string) => path.join(copy.dir, 'src/content', name),
    dist: (name: string) => path.join(copy.dir, 'dist', name),
    read: (name: string) => readFileSync(copy.file(name), 'utf8'),
    write: (name: string, text: string | Buffer) => writeFileSync(copy.file(name), text),
    /** Edits a YAML file as data (comments in the copy are lost, which no page shows). */
    editYaml: <T>(name: string, change: (data: T) => T | void) => {
      const data = parse(copy.read(name)) as T;
      copy.write(name, stringify(change(data) ?? data, { lineWidth: 0 }));
    },
    run: (args: string[]) => execFileSync(process.execPath, [astro, ...args], { cwd: copy.dir, env, stdio: 'pipe', encoding: 'utf8' }),
    /** The build's error output when it fails; '' when it succeeds. */
    failure: (args: string[]) => {
      try {
        copy.run(args);
        return '';
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        return `${stdout}\n${stderr}`;
      }
    },
    html: (route: string) => readFileSync(copy.dist(`${route === '/' ? 'index' : route.slice(1)}.html`), 'utf8'),
    text: (route: string) => pageText(copy.dist(`${route === '/' ? 'index' : route.slice(1)}.html`)),
  };
  return copy;
}

export const jsonLd = (page: string): LdNode[] =>
  [...parseHtml(page).querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => JSON.parse(s.textContent ?? '') as LdNode | LdNode[]);
export const lastCrumb = (nodes: LdNode[]) => nodes.find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement?.at(-1);
