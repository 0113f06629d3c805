import { getCollection } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { INDUSTRY_SLUGS } from '@/lib/routes';
import { fillTemplates } from '@/lib/text';

/** Spec §9, "Industry programme hours (four programs per sector, in order)". */
const HOURS: Record<(typeof INDUSTRY_SLUGS)[number], number[]> = {
  bfsi: [40, 32, 36, 28],
  healthcare: [48, 36, 32, 24],
  technology: [60, 44, 32, 40],
  manufacturing: [45, 38, 42, 50],
  retail: [35, 32, 28, 40],
  education: [42, 36, 40, 30],
  government: [38, 44, 52, 35],
  consulting: [46, 52, 38, 30],
};

const industries = await getCollection('industries');

describe('industries collection', () => {
  it('parses all eight sectors, one per route slug', () => {
    expect(industries.map((e) => e.id).sort()).toEqual([...INDUSTRY_SLUGS].sort());
  });

  describe.each(industries.map((e) => [e.id, e.data] as const))('%s', (id, data) => {
    it('has four programs whose hours equal the §9 table, in order', () => {
      expect(data.programs).toHaveLength(4);
      expect(data.programs.map((p) => p.hours)).toEqual(HOURS[id as keyof typeof HOURS]);
    });

    it('has four impact metrics and distinct program titles', () => {
      expect(data.impactMetrics).toHaveLength(4);
      expect(new Set(data.programs.map((p) => p.title)).size).toBe(4);
    });
  });
});

describe('industry page copy', () => {
  it('loads, and every placeholder is filled by the sector name', async () => {
    const [entry] = await getCollection('trainingPage');
    expect(entry).toBeDefined();
    const filled = JSON.stringify(fillTemplates(entry!.data, { sector: 'BFSI' }));
    expect(filled).not.toMatch(/\{\w+\}/);
    expect(filled).toContain('BFSI');
    expect(entry!.data.closing.label).toBe('Start AI Training');
  });
});
