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

  it('marks a mail button with an envelope, not the external-page icon', () => {
    const icon = (html: string) => /lucide-([a-z-]+)/.exec(html)?.[1];
    const mail = renderToStaticMarkup(
      <OutboundLink to={{ kind: 'mail', newTab: true }} variant="secondary">
        Send Email
      </OutboundLink>,
    );
    expect(icon(mail)).toBe('mail');
    expect(
      icon(
        renderToStaticMarkup(
          <OutboundLink to={{ kind: 'intake' }} variant="primary">
            Start
          </OutboundLink>,
        ),
      ),
    ).toBe('external-link');
  });
});
