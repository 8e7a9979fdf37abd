import type { Site } from '../../catalogue/index.ts';
import { FirstScreenEnd } from '../../renderer/first-screen.tsx';

/**
 * 404.html: any unknown path ends on the home page, replacing the history entry
 * (meta refresh without JavaScript, location.replace with it). Hosts that serve
 * 404.html still answer crawlers with a real 404 status.
 */
export default function Page({ site }: { site: Site }) {
  return (
    <>
      <section data-section="not-found" aria-labelledby="nf-heading" className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 id="nf-heading" className="text-3xl font-bold text-ink">
          This page has moved
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          Taking you to the {site.name} home page. If nothing happens,{' '}
          <a className="font-semibold text-brand underline" href="/">
            go to the home page
          </a>
          .
        </p>
      </section>
      <FirstScreenEnd />
    </>
  );
}
