import type { CollectionEntry } from 'astro:content';
import type { DrawnPicture, ServicePicture } from '@/content/schemas/services';
import { fillCopy } from '@/lib/copy';
import { inSentence } from '@/lib/text';
import { formatClaim, type ClaimFigure } from '@/lib/claims';
import { typeset } from '@/lib/typeset';
import { entries, ordered, page } from './collections';

export const getIndustries = () => ordered('industries');

export type Program = CollectionEntry<'industries'>['data']['programs'][number];
export const getServicePages = () => ordered('services');
export const getServicePageCopy = () => page('servicePage');

/** The words the industry pages share, with `{sector}` filled for one sector as it reads in a sentence. */
export async function getTrainingPageCopy(sector: string) {
  return fillCopy(await page('trainingPage'), { tokens: { sector: inSentence(sector) }, where: 'src/content/pages/training.yaml' });
}

type ClaimRef = { claim: string; label?: string };

/** Reads the claims a drawing names: each as its number, unit and printed figure, under the drawing's label for it. */
async function claimReader(what: string) {
  const claims = new Map((await entries('claims')).map((c) => [c.id, c.data]));
  return ({ claim, label = '' }: ClaimRef): ClaimFigure => {
    const data = claims.get(claim);
    if (!data) throw new Error(`The ${what} names the claim "${claim}", which src/content/claims.yaml does not define`);
    if ('text' in data) throw new Error(`The ${what} needs a number: the claim "${claim}" is text ("${data.text}")`);
    return { label, amount: data.amount, unit: data.unit, orMore: data.orMore, value: typeset(formatClaim(data)) };
  };
}

/** One claim as its number, unit and printed figure, for a drawing that places a mark by it. */
export async function getClaimFigure(ref: ClaimRef, what: string): Promise<ClaimFigure> {
  return (await claimReader(what))(ref);
}

/** A service page's payback chart with its figures resolved from the claims they name. */
export async function getPayback(payback: NonNullable<CollectionEntry<'services'>['data']['metrics']>['payback']) {
  if (!payback) return undefined;
  const figure = await claimReader('payback chart');
  const { title, axis, cost, firstYear, breakEven } = payback;
  return { title, axis, cost: figure(cost), firstYear: figure(firstYear), breakEven: figure(breakEven), return: figure(payback.return) };
}

/** A page top's picture with every claim it names read: `{ claim, label }` becomes the claim's figure under that label. */
export async function getServicePicture(picture: ServicePicture): Promise<DrawnPicture> {
  const figure = await claimReader(`${picture.kind} picture`);
  const isRef = (v: unknown): v is ClaimRef => typeof v === 'object' && v !== null && 'claim' in v;
  return Object.fromEntries(Object.entries(picture).map(([key, value]) => [key, isRef(value) ? figure(value) : value])) as DrawnPicture;
}
