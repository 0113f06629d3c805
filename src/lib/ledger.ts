/**
 * The public ledger of figures (/how-we-measure): one line per claim of src/content/claims.yaml, each with its own
 * anchor, so a figure anywhere on the site can link to what it counts, its base, its period and when it was checked.
 */
export const LEDGER_PATH = '/how-we-measure';

/** A claim's anchor on the ledger: `aiConsultingRoi` is `#ai-consulting-roi`. */
export const claimAnchor = (claim: string) => claim.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const claimHref = (claim: string) => `${LEDGER_PATH}#${claimAnchor(claim)}`;

/** What a figure's link says to a screen reader after the figure itself. */
export const CLAIM_LINK_NOTE = 'how we measure it';

/** The claim a figure from the content prints, named where content is read (src/lib/copy.ts `nameClaims`). */
export const claimOf = (figure: object): string | undefined => (figure as { claim?: string }).claim;
