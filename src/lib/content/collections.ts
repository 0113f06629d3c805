import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';

/**
 * The one way pages read content. `page` reads the single entry of a page-copy collection
 * (src/content/pages/<name>.yaml); `entries` every entry of a collection; `ordered` a list in its
 * editors' `order`. The subject
 * modules beside this one add only what a page needs on top (sorting, view shapes).
 */
export async function page<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>['data']> {
  const [entry] = await getCollection(collection);
  if (!entry) throw new Error(`The content of collection "${collection}" is missing (see src/content.config.ts)`);
  return entry.data;
}

/** Every entry of a collection, in no particular order. */
export async function entries<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>[]> {
  return getCollection(collection);
}

/** Collections whose entries carry an `order`. */
type OrderedKey = { [C in CollectionKey]: CollectionEntry<C>['data'] extends { order: number } ? C : never }[CollectionKey];

export async function ordered<C extends OrderedKey>(collection: C): Promise<CollectionEntry<C>[]> {
  const order = (e: CollectionEntry<C>) => (e.data as { order: number }).order;
  return (await entries(collection)).sort((a, b) => order(a) - order(b));
}
