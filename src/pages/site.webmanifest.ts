import type { APIRoute } from 'astro';
import { site } from '@/lib/site';

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: site.legalName,
      short_name: site.name,
      description: site.description,
      start_url: '/',
      display: 'browser',
      background_color: '#060d24',
      theme_color: '#060d24',
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
