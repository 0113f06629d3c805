/** The company's identity and outbound addresses; deployments override them with environment variables. */
// Islands have no `process`: astro.config.mjs copies the variables into `__SITE_ENV__` so HTML and islands agree.
declare const __SITE_ENV__: Record<string, string | undefined> | undefined;
const env: Record<string, string | undefined> = {
  ...(typeof process === 'undefined' ? {} : process.env),
  ...(typeof __SITE_ENV__ === 'undefined' ? {} : __SITE_ENV__),
};

export const SITE_ENV_NAMES = [
  'SITE_URL',
  'INTAKE_FORM_URL',
  'BOOKING_URL',
  'FOUNDER_PROFILE_URL',
  'CONTACT_EMAIL',
  'CAREERS_EMAIL',
  'CONTACT_PHONE',
  'SOCIAL_LINKEDIN_URL',
  'SOCIAL_X_URL',
  'SOCIAL_YOUTUBE_URL',
] as const;

function fromEnv(name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}

const phone = fromEnv('CONTACT_PHONE', '+91 40 4852 7700');

export const site = {
  name: 'Kriyon',
  shortName: 'kriyon',
  legalName: 'Kriyon Technologies Pvt. Ltd.',
  formerName: 'Kriyon Software Solutions',
  foundedYear: 2019,
  rebrandYear: 2024,
  /** From the specification's "copyright 2024" to the year of the build. */
  copyright: { from: 2024, to: new Date().getFullYear() },
  description:
    'Kriyon trains executives, technical teams and whole workforces in AI, consults on AI and cloud, and hires, trains and deploys tech talent from Hyderabad.',
  url: fromEnv('SITE_URL', 'https://kriyon.example').replace(/\/+$/, ''),
  intakeFormUrl: fromEnv('INTAKE_FORM_URL', 'https://forms.kriyon.example/start'),
  bookingUrl: fromEnv('BOOKING_URL', 'https://forms.kriyon.example/book-consultation'),
  founderProfileUrl: fromEnv('FOUNDER_PROFILE_URL', 'https://www.linkedin.com/in/kriyon-founder'),
  email: fromEnv('CONTACT_EMAIL', 'hello@kriyon.example'),
  careersEmail: fromEnv('CAREERS_EMAIL', 'careers@kriyon.example'),
  phone,
  phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
  address: {
    street: 'Plot 12, Hitech City Road, Madhapur',
    city: 'Hyderabad',
    region: 'Telangana',
    postalCode: '500081',
    country: 'IN',
    countryName: 'India',
  },
  officeHours: {
    label: 'Mon–Fri 9:00 AM–6:00 PM IST',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  social: [
    { name: 'LinkedIn', url: fromEnv('SOCIAL_LINKEDIN_URL', 'https://www.linkedin.com/company/kriyon') },
    { name: 'X', url: fromEnv('SOCIAL_X_URL', 'https://x.com/kriyon') },
    { name: 'YouTube', url: fromEnv('SOCIAL_YOUTUBE_URL', 'https://www.youtube.com/@kriyon') },
  ],
} as const;

export type Site = typeof site;

export function formatAddress(a: Site['address'] = site.address): string {
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, ${a.countryName}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString().replace(/(?<=[^/])\/$/, '');
}

/** The identity values a production build (NODE_ENV production, or a real SITE_URL host) still takes from the fictional defaults. */
export function identityDefaultsInUse(environment: Record<string, string | undefined> = env): string[] {
  const siteUrl = environment.SITE_URL?.trim();
  const production = environment.NODE_ENV === 'production' || (!!siteUrl && !/\.example(?:[:/]|$)/.test(siteUrl));
  if (!production) return [];
  return SITE_ENV_NAMES.filter((name) => !environment[name]?.trim());
}
