// @ts-check
/**
 * Runs before `npm run build`, with the environment the build was started with: a production build
 * (NODE_ENV=production, or a SITE_URL that is not a *.example host) says loudly which identity values
 * (site URL, form links, emails, phone, profiles) are still the fictional defaults of src/lib/site.ts.
 * It warns and never stops the build: the defaults are right for previews and tests.
 */
let identity;
try {
  identity = await import('../src/lib/site.ts');
} catch {
  // A Node without TypeScript type stripping (before 22.18) cannot read site.ts here; Node 24 can.
  console.warn('check-identity: skipped (this Node cannot load src/lib/site.ts; Node 24 can).');
  process.exit(0);
}
const defaults = identity.identityDefaultsInUse(process.env);
if (defaults.length) {
  const rule = '!'.repeat(78);
  console.warn(
    [
      rule,
      'PRODUCTION BUILD WITH DEFAULT IDENTITY VALUES',
      `Not set, so the fictional defaults in src/lib/site.ts are used: ${defaults.join(', ')}`,
      'Set them as environment variables (README, Configuration) before publishing.',
      rule,
    ].join('\n'),
  );
}
