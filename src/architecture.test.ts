import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md, enforced: every import in src/ goes down the list, never up
 * or sideways between families. A layer may import from the layers it names and from itself.
 */
const LAYERS: { name: string; folder: RegExp; mayImport: string[] }[] = [
  { name: 'lib', folder: /^src\/lib\/(?!content\/)/, mayImport: [] },
  { name: 'schemas', folder: /^src\/content\/schemas\//, mayImport: ['lib'] },
  { name: 'content config', folder: /^src\/content\.config\.ts$/, mayImport: ['schemas', 'lib'] },
  { name: 'loaders', folder: /^src\/lib\/content\//, mayImport: ['lib', 'schemas'] },
  { name: 'ui', folder: /^src\/components\/(ui|visuals)\//, mayImport: ['lib', 'schemas'] },
  { name: 'blocks', folder: /^src\/components\/blocks\//, mayImport: ['ui', 'lib', 'schemas'] },
  { name: 'site', folder: /^src\/components\/site\//, mayImport: ['blocks', 'ui', 'lib', 'loaders', 'schemas'] },
  {
    name: 'sections',
    folder: /^src\/components\/(?!ui\/|visuals\/|blocks\/|site\/)/,
    mayImport: ['site', 'blocks', 'ui', 'lib', 'loaders', 'schemas'],
  },
  { name: 'layouts', folder: /^src\/layouts\//, mayImport: ['site', 'blocks', 'ui', 'lib', 'loaders', 'schemas'] },
  // The content editor at /admin/ (docs/editor.md): its browser code and its configuration, made from the schemas.
  { name: 'admin', folder: /^src\/admin\//, mayImport: ['content config', 'schemas', 'lib'] },
  { name: 'pages', folder: /^src\/pages\//, mayImport: ['layouts', 'sections', 'site', 'blocks', 'ui', 'lib', 'loaders', 'schemas', 'admin'] },
];

const layerOf = (file: string) => LAYERS.find((l) => l.folder.test(file));
/** A section component's family folder (components/home, components/edge …): families do not import each other. */
const family = (file: string) => file.match(/^src\/components\/([^/]+)\//)?.[1];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.posix.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx|astro|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The files of src/ a file imports, resolved (`@/x` is src/x; relative paths from the file). */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s+['"](@\/[^'"]+|\.{1,2}\/[^'"]+)['"]/g)].map(([, spec]) =>
    spec.startsWith('@/') ? `src/${spec.slice(2)}` : path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)),
  );
}

describe('the layers of docs/architecture.md', () => {
  const files = sources('src');

  it('place every source file in a layer', () => {
    expect(files.filter((f) => !layerOf(f) && !/^src\/[^/]+\.d\.ts$/.test(f))).toEqual([]);
  });

  it('import only down the layers, and no section family from another', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const from = layerOf(file);
      if (!from) continue;
      for (const target of imports(file)) {
        if (!target.startsWith('src/')) continue;
        const to = layerOf(target) ?? layerOf(`${target}.ts`) ?? layerOf(`${target}.tsx`);
        if (!to || to === from) {
          if (to === from && from.name === 'sections' && family(file) !== family(target)) wrong.push(`${file} -> ${target} (another family)`);
          continue;
        }
        if (!from.mayImport.includes(to.name)) wrong.push(`${file} (${from.name}) -> ${target} (${to.name})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
