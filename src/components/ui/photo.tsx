import type { Picture } from '@/lib/picture';
import { cn } from '@/lib/cn';

/** A photo or logo made at build time (`picture` in src/lib/content/proof.ts): lazy, its box reserved. */
export function Photo({ picture, alt, className }: { picture: Picture; alt: string; className?: string }) {
  return (
    <picture>
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={picture.sizes} />
      ))}
      <img src={picture.src} width={picture.width} height={picture.height} alt={alt} loading="lazy" decoding="async" className={cn('h-auto', className)} />
    </picture>
  );
}
