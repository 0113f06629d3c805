import { expect } from 'vitest';
import { serializeJsonLd, type JsonLd } from '../../src/lib/json-ld/core';

/** Test support: what every JSON-LD object needs, whatever its type. */
export function expectValidNode(node: JsonLd, type: string) {
  expect(node['@context']).toBe('https://schema.org');
  expect(node['@type']).toBe(type);
  // Survives the serializer and parses back unchanged.
  expect(JSON.parse(serializeJsonLd(node))).toEqual(node);
}
