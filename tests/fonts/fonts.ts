import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The fonts the browser tests draw with, whatever the machine has: each is a fontconfig file in this
 * folder that Chromium reads through FONTCONFIG_FILE. Roboto (what Android phones draw) for the full
 * pass; Noto Sans, whose taller line box is the hardest common one for a layout, for the layout checks.
 */
export const TEST_FONTS = {
  main: {
    family: 'Roboto',
    conf: 'roboto.conf',
    file: '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf',
    debian: 'fonts-roboto',
  },
  tall: { family: 'Noto Sans', conf: 'noto-sans.conf', file: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf', debian: 'fonts-noto-core' },
} as const;

export type TestFont = keyof typeof TEST_FONTS;

const fallback = { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', debian: 'fonts-dejavu-core' };

/** The environment that makes Chromium draw with `font`; stops with the install command when a font is missing. */
export function fontEnv(font: TestFont): Record<string, string> {
  const missing = [TEST_FONTS.main, TEST_FONTS.tall, fallback].filter((f) => !existsSync(f.file));
  if (missing.length)
    throw new Error(
      `The browser tests draw with fonts this machine lacks: apt-get install -y ${missing.map((f) => f.debian).join(' ')} (.ci/run installs them)`,
    );
  return { FONTCONFIG_FILE: path.resolve(import.meta.dirname, TEST_FONTS[font].conf) };
}
