import DOMPurify from 'dompurify';

/**
 * The `default` Trusted Types policy of the editor page (docs/editor.md). The editor's own code creates its named
 * policies (svelte-trusted-html, dompurify, lexical); a few of its sinks (Svelte's `{@html}`) take plain strings,
 * which the browser hands to this policy: HTML is sanitised with DOMPurify, script URLs must be this site's own,
 * and no string ever becomes a script.
 */
export function createDefaultPolicy() {
  if (!window.trustedTypes) return;
  window.trustedTypes.createPolicy('default', {
    createHTML: (html: string) => DOMPurify.sanitize(html),
    createScriptURL: (url: string) => {
      const parsed = new URL(url, location.href);
      if (parsed.origin !== location.origin) throw new TypeError(`The editor loads scripts from this site only, not ${parsed.origin}`);
      return parsed.href;
    },
  });
}

createDefaultPolicy();
