import type { CSSProperties } from 'react';
import { cn } from '../cn.ts';
import { defineSection } from '../define.ts';
import { ButtonLink, Container, SectionShell } from '../ui.tsx';
import { Img } from '../img.tsx';
import { imageLayoutOf } from '../section-meta.ts';
import { tileHeight } from './height.ts';
import { imageWallSchema } from './schema.ts';

const layout = imageLayoutOf(imageWallSchema);

/** Grid row unit and gap between tiles, in pixels: a tile spans ceil((height + gap) / unit) rows. */
const ROW_UNIT = 4;
const GAP = 16;

export const imageWall = defineSection({
  schema: imageWallSchema,
  // Masonry without JavaScript: a dense grid of 4 px rows where each tile spans its own height,
  // so every tile drops into the shortest column. Columns: 1, then 2 from 400 px, 3 from 600 px,
  // 4 from 1000 px and 5 from 1500 px. Heights are fixed in the HTML, so nothing shifts; the
  // tiles rise in once every image has loaded (renderer/enhance.ts, renderer/styles.css).
  Component: function ImageWall({ eyebrow, heading, intro, actions, items, tone, context }) {
    const dark = tone === 'dark';
    // First on the page, the wall is the page's hero: its heading is the h1 and its first images load first.
    const isHero = context.index === 0;
    const Heading = isHero ? 'h1' : 'h2';
    return (
      <SectionShell type="image-wall" index={context.index} tone={tone} className="relative overflow-hidden">
        {dark && <div aria-hidden="true" className="jaali absolute inset-0 opacity-20" />}
        <Container className="relative mb-10 max-w-4xl text-center">
          {eyebrow && <p className={cn('mb-3 text-sm font-semibold tracking-wide uppercase', dark ? 'text-saffron' : 'text-pink')}>{eyebrow}</p>}
          <Heading
            id={`s${context.index}-heading`}
            className={cn(
              'tracking-tight text-balance',
              isHero ? 'text-4xl font-extrabold sm:text-5xl' : 'text-3xl font-bold sm:text-4xl',
              dark ? 'text-white' : 'text-ink',
            )}
          >
            {heading}
          </Heading>
          {intro && <p className={cn('mx-auto mt-5 max-w-3xl text-lg text-pretty', dark ? 'text-indigo-100' : 'text-slate-700')}>{intro}</p>}
          {actions.length > 0 && (
            <div className="mt-8 flex flex-wrap justify-center gap-4">
              {actions.map((a, i) => (
                <ButtonLink key={a.href + a.label} href={a.href} variant={i === 0 ? 'primary' : dark ? 'light' : 'secondary'}>
                  {a.label}
                </ButtonLink>
              ))}
            </div>
          )}
        </Container>
        <div className="relative mx-auto w-full max-w-[100rem] px-4 sm:px-6 lg:px-8">
          <ul
            data-image-wall
            className="image-wall grid grid-flow-row-dense auto-rows-[4px] grid-cols-1 gap-x-4 min-[400px]:grid-cols-2 min-[600px]:grid-cols-3 min-[1000px]:grid-cols-4 min-[1500px]:grid-cols-5"
          >
            {items.map((item, i) => {
              const height = item.height ?? tileHeight(item.image.src);
              const picture = (
                // Every tile loads at once (the wall waits for all of them before the tiles under its first row
                // rise in; the first row paints with the page), at low fetch priority and not preloaded: the
                // wall's heading or intro, not a tile, is the largest paint, and the page's own bytes go first.
                <Img image={item.image} layout={layout} eager lowPriority className="size-full object-cover" />
              );
              return (
                <li key={`${item.image.src}-${i}`} style={{ gridRowEnd: `span ${Math.ceil((height + GAP) / ROW_UNIT)}` }}>
                  <div
                    data-tile
                    data-height={height}
                    style={{ height, '--i': i } as CSSProperties}
                    className={
                      // A tile's link shows the keyboard focus as an outline around the tile, on the
                      // section's own background: inside the picture it would stand on the picture's
                      // colours, which a contrast theme keeps (and which can match the outline's).
                      dark
                        ? 'wall-tile overflow-hidden rounded-2xl bg-brand ring-1 ring-white/10 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-saffron'
                        : 'wall-tile overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand/10 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand'
                    }
                  >
                    {item.href ? (
                      <a href={item.href} className="block size-full focus-visible:outline-none">
                        {picture}
                      </a>
                    ) : (
                      picture
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </SectionShell>
    );
  },
});
