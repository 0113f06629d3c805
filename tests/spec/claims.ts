import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { formatClaim, type ClaimValue } from '../../src/lib/claims';

/** The claims of src/content/claims.yaml as tests read them: each with the figure pages print (`value`). */
export type Claim = ClaimValue & { means: string; statedAs?: string[]; value: string };

export const CLAIMS: Record<string, Claim> = Object.fromEntries(
  Object.entries(parse(readFileSync('src/content/claims.yaml', 'utf8')) as Record<string, ClaimValue & { means: string; statedAs?: string[] }>).map(
    ([name, claim]) => [name, { ...claim, value: formatClaim(claim) }],
  ),
);

/** A value as the content writes it ("{edgePlacementIncrease}") as the page prints it ("340%"). */
export const filled = (value: string) => value.replace(/\{(\w+)\}/g, (whole, name: string) => CLAIMS[name]?.value ?? whole);
