import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import type { Picture } from '@/lib/picture';
import { page } from './collections';

/** The responsive picture of `image`, shown `sizes` wide: widths up to the original's, never upscaled. */
export async function picture(image: ImageMetadata, widths: number[], sizes: string): Promise<Picture> {
  // A vector logo is already as small and sharp as it gets.
  if (image.format === 'svg') return { sources: [], sizes, src: (await getImage({ src: image })).src, width: image.width, height: image.height };
  const fit = [...new Set(widths.map((w) => Math.min(w, image.width)))];
  const sources = await Promise.all(
    (['avif', 'webp'] as const).map(async (format) => ({
      type: `image/${format}`,
      srcset: (await getImage({ src: image, widths: fit, format, quality: 70 })).srcSet.attribute,
    })),
  );
  const fallback = await getImage({ src: image, width: fit[0], format: 'jpg', quality: 75 });
  return { sources, sizes, src: fallback.src, width: image.width, height: image.height };
}

/** Testimonials (only `industry`'s, if given), client logos and the team, with their pictures made. */
export async function getProof(industry?: string) {
  const proof = await page('proof');
  const testimonials = await Promise.all(
    proof.testimonials
      .filter((t) => !industry || t.industry === industry)
      .map(async ({ photo, ...t }) => ({ ...t, photo: photo ? await picture(photo, [96, 192], '48px') : undefined })),
  );
  const clients = await Promise.all(proof.clients.map(async ({ logo, name }) => ({ name, logo: await picture(logo, [160, 320], '160px') })));
  const team = await Promise.all(
    proof.team.map(async ({ photo, ...member }) => ({
      ...member,
      photo: await picture(photo, [320, 480, 640], '(min-width: 1024px) 280px, (min-width: 640px) 45vw, 90vw'),
    })),
  );
  return { sections: proof.sections, testimonials, clients, team };
}

export type Proof = Awaited<ReturnType<typeof getProof>>;
