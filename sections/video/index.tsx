import { defineSection } from '../define.ts';
import { Container, Icon, SectionHeading, SectionShell } from '../ui.tsx';
import { Img } from '../img.tsx';
import { imageLayoutOf } from '../section-meta.ts';
import { PLAYER_ORIGIN, videoSchema } from './schema.ts';

export { PLAYER_ORIGIN };

const layout = imageLayoutOf(videoSchema);

/** Privacy-enhanced player URL: muted autoplay, looping (loop needs the playlist parameter), inline on phones. */
export function embedUrl(videoId: string): string {
  const params = new URLSearchParams({ autoplay: '1', mute: '1', loop: '1', playlist: videoId, playsinline: '1', rel: '0' });
  return `${PLAYER_ORIGIN}/embed/${encodeURIComponent(videoId)}?${params}`;
}

export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

export const video = defineSection({
  schema: videoSchema,
  // Only a local poster is in the HTML; renderer/enhance.ts swaps in the player after the
  // window load event (or on play, with reduced motion). Without JavaScript the links open YouTube.
  Component: function Video({ eyebrow, heading, intro, videoId, title, poster, caption, tone, context }) {
    const watch = watchUrl(videoId);
    return (
      <SectionShell type="video" index={context.index} tone={tone}>
        <Container className="max-w-5xl">
          <SectionHeading index={context.index} heading={heading} intro={intro} eyebrow={eyebrow} />
          <figure>
            <div
              data-video="poster"
              data-embed-src={embedUrl(videoId)}
              data-embed-title={title}
              className="relative aspect-video overflow-hidden rounded-3xl bg-ink shadow-xl ring-1 ring-brand/15"
            >
              <Img image={poster} layout={layout} className="absolute inset-0 size-full object-cover" />
              <a
                href={watch}
                target="_blank"
                rel="noopener noreferrer"
                data-video-play
                className="group absolute inset-0 flex items-center justify-center focus-visible:outline-none"
              >
                <span className="inline-flex size-20 items-center justify-center rounded-full bg-saffron text-ink shadow-2xl ring-8 ring-white/30 forced-colors:border-2 transition-transform duration-300 group-hover:scale-110 group-focus-visible:outline-4 group-focus-visible:outline-offset-4 group-focus-visible:outline-white sm:size-24">
                  <Icon name="play" className="size-9 translate-x-0.5 fill-current sm:size-10" />
                </span>
                <span className="sr-only">Play video: {title}</span>
              </a>
            </div>
            <figcaption className="mt-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-slate-700">
              {caption && <span>{caption}</span>}
              <a
                href={watch}
                target="_blank"
                rel="noopener noreferrer"
                data-video-watch
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline underline-offset-4 hover:text-pink focus-visible:outline-3 focus-visible:outline-brand"
              >
                <Icon name="youtube" className="size-5" />
                Watch on YouTube<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </figcaption>
          </figure>
        </Container>
      </SectionShell>
    );
  },
});
