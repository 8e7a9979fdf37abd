import { defineSection } from '../define.ts';
import { ButtonLink, Container } from '../ui.tsx';
import { Img } from '../img.tsx';
import { imageLayoutOf } from '../section-meta.ts';
import { heroSchema } from './schema.ts';

const layout = imageLayoutOf(heroSchema);

export const hero = defineSection({
  schema: heroSchema,
  Component: function Hero({ badge, heading, text, actions, stats, image, context }) {
    return (
      <section data-section="hero" aria-labelledby={`s${context.index}-heading`} className="relative overflow-hidden bg-ink text-white">
        <div aria-hidden="true" className="jaali absolute inset-0 opacity-20" />
        <Container className="relative grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-2">
          <div className="reveal">
            {badge && <p className="mb-4 inline-block rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-saffron ring-1 ring-white/20">{badge}</p>}
            <h1 id={`s${context.index}-heading`} className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {heading}
            </h1>
            <p className="mt-6 text-lg text-pretty text-indigo-100">{text}</p>
            {actions.length > 0 && (
              <div className="mt-8 flex flex-wrap gap-4">
                {actions.map((a, i) => (
                  <ButtonLink key={a.href + a.label} href={a.href} variant={i === 0 ? 'primary' : 'light'}>
                    {a.label}
                  </ButtonLink>
                ))}
              </div>
            )}
            {stats.length > 0 && (
              <dl className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-4">
                {stats.map((s) => (
                  <div key={s.label} className="flex flex-col-reverse">
                    <dt className="text-sm text-indigo-100">{s.label}</dt>
                    <dd className="text-2xl font-bold text-saffron">{s.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
          {image && <Img image={image} layout={layout} priority className="reveal h-auto w-full rounded-3xl" />}
        </Container>
      </section>
    );
  },
});
