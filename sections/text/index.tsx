import { cn } from '../cn.ts';
import { defineSection } from '../define.ts';
import { ButtonLink, Container, SectionShell } from '../ui.tsx';
import { Img } from '../img.tsx';
import { imageLayoutOf } from '../section-meta.ts';
import { textSchema } from './schema.ts';

const layout = imageLayoutOf(textSchema);

export const textBlock = defineSection({
  schema: textSchema,
  Component: function TextBlock({ eyebrow, heading, paragraphs, points, links, image, imageSide, tone, context }) {
    return (
      <SectionShell type="text" index={context.index} tone={tone}>
        <Container className={cn('grid items-center gap-10', image && 'lg:grid-cols-2')}>
          <div className={cn(image && imageSide === 'left' && 'lg:order-2')}>
            {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-pink uppercase">{eyebrow}</p>}
            <h2 id={`s${context.index}-heading`} className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
              {heading}
            </h2>
            <div className="mt-5 space-y-4 text-lg text-slate-700">
              {paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            {points.length > 0 && (
              <ul className="mt-6 grid gap-2 sm:grid-cols-2">
                {points.map((p) => (
                  <li key={p} className="flex gap-2 text-slate-800">
                    <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-saffron-dark" />
                    {p}
                  </li>
                ))}
              </ul>
            )}
            {links.length > 0 && (
              <div className="mt-8 flex flex-wrap gap-4">
                {links.map((l, i) => (
                  <ButtonLink key={l.href + l.label} href={l.href} variant={i === 0 ? 'primary' : 'secondary'}>
                    {l.label}
                  </ButtonLink>
                ))}
              </div>
            )}
          </div>
          {image && <Img image={image} layout={layout} className="h-auto w-full rounded-3xl" />}
        </Container>
      </SectionShell>
    );
  },
});
