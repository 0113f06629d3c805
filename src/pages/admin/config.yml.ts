import type { APIRoute } from 'astro';
import { stringify } from 'yaml';
import { siteEditorConfig } from '@/admin/config/from-site';

/**
 * /admin/config.yml: the content editor's configuration, made from the content schemas at build time (and on every
 * request under `astro dev`). The repository and branch the live editor saves to come from EDITOR_REPO and EDITOR_BRANCH.
 */
export const GET: APIRoute = async () =>
  new Response(
    `# Made by src/admin/config from the content schemas. Do not edit.\n${stringify(await siteEditorConfig(process.env), { lineWidth: 0 })}`,
    {
      headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
    },
  );
