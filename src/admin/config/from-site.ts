import { getCollection } from 'astro:content';
import { collections } from '@/content.config';
import { editorConfig } from './index';

/** The editor's configuration for this site: its collections, and its figures as claims.yaml has them now. */
export async function siteEditorConfig(env: Record<string, string | undefined>) {
  const claims = await getCollection('claims');
  return editorConfig({ collections, claims: claims.map(({ id, data }) => ({ id, data })), env });
}
