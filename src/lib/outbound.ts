import { site } from './site';

/** Every outbound rule of spec §7; nothing else writes target="_blank". */
export type OutboundTarget =
  | { kind: 'intake' }
  | { kind: 'booking' }
  | { kind: 'external'; href: string }
  | { kind: 'mail'; to?: string; subject?: string; body?: string; newTab?: boolean }
  | { kind: 'tel'; number?: string };

export function mailtoHref(to: string, subject?: string, body?: string): string {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  // URLSearchParams encodes spaces as "+", which mail clients show literally.
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}

export function resolveOutbound(to: OutboundTarget): { href: string; newTab: boolean } {
  switch (to.kind) {
    case 'intake':
      return { href: site.intakeFormUrl, newTab: true };
    case 'booking':
      return { href: site.bookingUrl, newTab: true };
    case 'external':
      return { href: to.href, newTab: true };
    case 'mail':
      return { href: mailtoHref(to.to ?? site.email, to.subject, to.body), newTab: Boolean(to.newTab) };
    case 'tel':
      return { href: to.number ? `tel:${to.number.replace(/[^\d+]/g, '')}` : site.phoneHref, newTab: false };
  }
}
