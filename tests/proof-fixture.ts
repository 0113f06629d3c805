/** Proof the company may one day have, added to a site copy as an editor would: a testimonial with a portrait, two client logos, a team member. */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import type { siteCopy } from './site-copy';

export const proof = {
  testimonial: {
    quote: 'Our branch teams now clear loan files in days rather than weeks, and they trust the model because they helped to shape it.',
    name: 'Asha Verma',
    role: 'Chief Operating Officer',
    organisation: 'Deccan Cooperative Bank',
    industry: 'bfsi',
    photo: './proof/asha-verma.jpg',
    consent: true,
  },
  clients: [
    { name: 'Deccan Cooperative Bank', logo: './proof/deccan-bank.svg', consent: true },
    { name: 'Godavari Health', logo: './proof/godavari-health.png', consent: true },
  ],
  team: {
    name: 'Ravi Shankar',
    role: 'Chief Technology Officer',
    bio: 'Ravi leads our engineering and AI delivery teams. Before Kriyon he built lending platforms for two Indian banks.',
    photo: './proof/ravi-shankar.jpg',
    profile: 'https://www.linkedin.com/in/ravi-shankar-example',
  },
};

/** A photograph-like test image: fine grain under shapes, so the encoders have real work to do. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
    .blur(1.2)
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#1e3a8a" opacity="0.6"/><circle cx="50%" cy="40%" r="25%" fill="#f59e0b"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();

export async function addProof(site: ReturnType<typeof siteCopy>) {
  mkdirSync(site.file('proof'), { recursive: true });
  site.write('proof/asha-verma.jpg', await photo(480, 480));
  site.write('proof/ravi-shankar.jpg', await photo(1000, 1250));
  site.write(
    'proof/deccan-bank.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#0f766e"/><text x="48" y="27" font-size="16">Deccan</text></svg>',
  );
  site.write(
    'proof/godavari-health.png',
    await sharp({ create: { width: 320, height: 80, channels: 4, background: { r: 190, g: 24, b: 93, alpha: 1 } } })
      .png()
      .toBuffer(),
  );
  site.editYaml<Record<string, unknown[]>>('proof.yaml', (data) => {
    data.testimonials = [proof.testimonial];
    data.clients = proof.clients;
    data.team = [proof.team];
  });
}
