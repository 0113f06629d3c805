import { formatAddress, site } from './site';

/** Tokens such as `{formerName}` through which content names the company, so site.ts stays the only source. */
export const IDENTITY_TOKENS: Readonly<Record<string, string>> = {
  name: site.name,
  formerName: site.formerName,
  legalName: site.legalName,
  foundedYear: String(site.foundedYear),
  rebrandYear: String(site.rebrandYear),
  city: site.address.city,
  address: formatAddress(),
  officeHours: site.officeHours.label,
  email: site.email,
  careersEmail: site.careersEmail,
  phone: site.phone,
};
