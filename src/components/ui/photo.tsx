import type { Picture } from '@/lib/picture';

/** A photo or logo made at build time (`picture` in src/lib/content/proof.ts): lazy, its box reserved. */
export function Photo({ picture, alt, className }: { picture: Picture; alt: string; className?: string }) {
  return (
    <picture className="shrink-0">
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={picture.sizes} />
      ))}
      <img src={picture.src} width={picture.width} height={picture.height} alt={alt} loading="lazy" decoding="async" className={className} />
    </picture>
  );
}
