import type { Picture } from '@/lib/picture';
import { cn } from '@/lib/cn';
import { Photo } from '@/components/ui/photo';

/** The first letter of the first and last names: "Arjun Kondapalli" -> "AK". */
export const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/);
  return [words[0], words.length > 1 ? words.at(-1)! : ''].map((w) => w.charAt(0).toUpperCase()).join('');
};

/**
 * The founder's portrait: his photograph once the content has one (about.yaml, founder.photo); until then a plate with his
 * initials on the navy ground, never a drawn person (docs/brand.md). The caption beside it names him, so the plate is silent.
 */
export function FounderPortrait({ name, photo, className }: { name: string; photo?: Picture; className?: string }) {
  if (photo) return <Photo picture={photo} alt={`Portrait of ${name}`} className={cn('aspect-[4/5] h-auto object-cover', className)} />;
  return (
    <svg viewBox="0 0 80 100" aria-hidden="true" data-portrait="initials" className={className}>
      <rect width="80" height="100" rx="6" className="fill-navy-950" />
      <path d="M12 78H68" className="stroke-indigo-300" strokeWidth="0.75" />
      <text x="40" y="58" textAnchor="middle" fontSize="30" className="fill-white font-brand font-bold">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
