import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesInHtml, cspHash, importsOfChunk, pageStyler, scriptsOfPage, styledClasses } from './page-styles.mjs';

describe('scriptsOfPage', () => {
  it('finds island components, renderers and module scripts, once each', () => {
    const html = `<astro-island component-url="/_astro/menu.A1.js" renderer-url="/_astro/client.B2.js"></astro-island>
      <astro-island component-url="/_astro/tabs.C3.js" renderer-url="/_astro/client.B2.js"></astro-island>
      <script type="module" src="/_astro/page.D4.js"></script><a href="/about">About</a>`;
    expect(scriptsOfPage(html).sort()).toEqual(['_astro/client.B2.js', '_astro/menu.A1.js', '_astro/page.D4.js', '_astro/tabs.C3.js']);
  });
});

describe('importsOfChunk', () => {
  it('follows static and dynamic imports relative to the chunk, and Vite preload lists', () => {
    const js = `import{a as b}from"./client.B2.js";const t=()=>import("./dist.E5.js");const m=["_astro/notify.F6.js"];`;
    expect(importsOfChunk(js, '_astro/menu.A1.js').sort()).toEqual(['_astro/client.B2.js', '_astro/dist.E5.js', '_astro/notify.F6.js']);
  });
});

describe('styledClasses and classesInHtml', () => {
  it('reads class names from escaped selectors and from class attributes', () => {
    expect([...styledClasses('.md\\:grid-cols-2{}.hover\\:text-white:hover{}.w-1\\/2{}')]).toEqual(['md:grid-cols-2', 'hover:text-white', 'w-1/2']);
    expect([...classesInHtml('<p class="mt-4  md:grid-cols-2">x</p><div class="">')]).toEqual(['mt-4', 'md:grid-cols-2']);
    expect([...classesInHtml('<ul class="[&amp;&gt;*:last-child]:col-span-2 [&#39;x&#x27;]:a">')]).toEqual(["[&>*:last-child]:col-span-2", "['x']:a"]);
  });
});

describe('pageStyler', () => {
  async function site({ page, chunk }) {
    const root = await mkdtemp(path.join(tmpdir(), 'page-styles-'));
    const dist = path.join(root, 'dist');
    await mkdir(path.join(dist, '_astro'), { recursive: true });
    await writeFile(path.join(dist, '_astro', 'island.js'), chunk);
    const source = path.join(process.cwd(), 'src', 'styles', 'global.css');
    const siteCss = '/*! tailwindcss v4 */.flex{display:flex}.hidden{display:none}.text-red-900{color:red}';
    const html = `<html><head><meta http-equiv="content-security-policy" content="style-src 'self' ${cspHash(siteCss)}"><style>${siteCss}</style></head><body>${page}</body></html>`;
    return { stylePage: await pageStyler({ dist, source }), html };
  }

  it("keeps the rules for the page's classes and its scripts' classes, drops the rest, and swaps the hash", async () => {
    const { stylePage, html } = await site({
      page: '<div class="flex mt-4 [&amp;&gt;*]:p-2">Hi</div><astro-island component-url="/_astro/island.js"></astro-island>',
      chunk: 'e.classList.toggle("hidden",x)',
    });
    const { html: out, after } = await stylePage(html, 'fixture.html');
    const css = /<style>([\s\S]*?)<\/style>/.exec(out)[1];
    expect(css).toMatch(/\.flex\{display:flex\}/);
    expect(css).toMatch(/\.mt-4\{/);
    expect(css).toMatch(/\.hidden\{display:none\}/);
    expect(css, 'a class written with HTML character references').toMatch(/\.\\\[\\&\\>\\\*\\\]\\:p-2>\*\{/);
    expect(css).not.toMatch(/text-red-900|grid-cols/);
    expect(after).toBe(css.length);
    expect(out).toContain(cspHash(css));
  });

  it('refuses to drop the rule for a class the page carries', async () => {
    const { stylePage, html } = await site({ page: '<div class="flex">Hi</div>', chunk: '' });
    const withForeignRule = html.replaceAll('.flex{display:flex}', '.flex{display:flex}.made-elsewhere{color:red}').replace('class="flex"', 'class="flex made-elsewhere"');
    const siteCss = /<style>([\s\S]*?)<\/style>/.exec(withForeignRule)[1];
    const fixed = withForeignRule.replace(/'sha256-[^']+'/, cspHash(siteCss));
    await expect(stylePage(fixed, 'fixture.html')).rejects.toThrow(/lost the rules for made-elsewhere/);
  });

  it('refuses a page whose policy does not hold the stylesheet hash', async () => {
    const { stylePage, html } = await site({ page: '<div class="flex">Hi</div>', chunk: '' });
    await expect(stylePage(html.replace(/'sha256-[^']+'/, "'sha256-other='"), 'fixture.html')).rejects.toThrow(/CSP <meta>/);
  });
});
