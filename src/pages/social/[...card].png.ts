import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { socialCardPath } from '@/lib/seo';
import { getSocialCards } from '@/lib/content/social-cards';
import { socialCardPng } from '@/components/social-card/social-card-image';

export const getStaticPaths = (async () =>
  (await getSocialCards()).map((card) => ({
    params: { card: socialCardPath(card.path).slice('/social/'.length, -'.png'.length) },
    props: { card },
  }))) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) => new Response(await socialCardPng(props.card), { headers: { 'Content-Type': 'image/png' } });
