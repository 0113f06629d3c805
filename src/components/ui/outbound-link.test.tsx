import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { mailtoHref, resolveOutbound } from '@/lib/outbound';
import { OutboundLink } from './outbound-link';
import { site } from '@/lib/site';

describe('outbound rules (spec §7)', () => {
  it('opens the intake and booking forms and external pages in a new tab', () => {
    expect(resolveOutbound({ kind: 'intake' })).toEqual({ href: site.intakeFormUrl, newTab: true });
    expect(resolveOutbound({ kind: 'booking' })).toEqual({ href: site.bookingUrl, newTab: true });
    expect(resolveOutbound({ kind: 'external', href: 'https://indiaai.gov.in/' }).newTab).toBe(true);
  });

  it('keeps mail and phone links in the same window unless asked', () => {
    expect(resolveOutbound({ kind: 'tel' })).toEqual({ href: site.phoneHref, newTab: false });
    expect(resolveOutbound({ kind: 'mail' })).toEqual({ href: `mailto:${site.email}`, newTab: false });
    expect(resolveOutbound({ kind: 'mail', newTab: true }).newTab).toBe(true);
  });

  it('encodes mail subjects with %20, not +', () => {
    expect(mailtoHref('careers@kriyon.example', 'Application: PEGA Developer & Lead')).toBe(
      'mailto:careers@kriyon.example?subject=Application%3A%20PEGA%20Developer%20%26%20Lead',
    );
  });

  it('renders target and rel together, and tells screen readers about the new tab', () => {
    const html = renderToStaticMarkup(
      <OutboundLink to={{ kind: 'intake' }} variant="primary">
        Start AI Training
      </OutboundLink>,
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('(opens in a new tab)');
    const tel = renderToStaticMarkup(<OutboundLink to={{ kind: 'tel' }}>Call</OutboundLink>);
    expect(tel).not.toContain('target=');
  });

  it('draws no icon on a button (docs/brand.md), and on a text link an envelope for mail, an arrow for another site', () => {
    const icon = (html: string) => /lucide-([a-z-]+)/.exec(html)?.[1];
    const button = renderToStaticMarkup(
      <OutboundLink to={{ kind: 'intake' }} variant="primary" icon>
        Start
      </OutboundLink>,
    );
    expect(icon(button)).toBeUndefined();
    const mail = renderToStaticMarkup(
      <OutboundLink to={{ kind: 'mail', newTab: true }} icon>
        Send Email
      </OutboundLink>,
    );
    expect(icon(mail)).toBe('mail');
    const page = renderToStaticMarkup(
      <OutboundLink to={{ kind: 'external', href: 'https://indiaai.gov.in/' }} icon>
        Visit official site
      </OutboundLink>,
    );
    expect(icon(page)).toBe('arrow-up-right');
  });
});
