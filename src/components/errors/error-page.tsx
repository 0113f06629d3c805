import { ButtonLink } from '@/components/ui/button-link';
import { keepWords } from '@/components/ui/keep-words';

/** The body of the 404 and 500 pages (spec §8). */
export function ErrorPage({ code, title, body }: { code: '404' | '500'; title: string; body: string }) {
  return (
    <section className="hero-backdrop on-dark flex min-h-[80vh] items-center pt-[var(--spacing-header)] text-white">
      <div className="container-page py-20 text-center">
        <p className="text-7xl font-extrabold tracking-tight text-accent-300 sm:text-8xl" aria-hidden="true">
          {code}
        </p>
        <h1 className="mt-6 text-h2 font-bold">{keepWords(title)}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lead text-slate-200">{body}</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink href="/" size="lg">
            Return to Home
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
