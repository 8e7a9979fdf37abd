import { preload } from 'react-dom';
import type { ImageValue } from './fields.ts';
import { PICTURE_CLASS, pictureParts } from './picture.ts';
import { CONTENT_LAYOUT, type ImageLayout } from './section-meta.ts';

/**
 * An image from the repository with its intrinsic size (no layout shift).
 *
 * A raster file the build converted (`image.picture`, see scripts/images.ts) becomes a
 * `<picture>`: AVIF, then WebP, then the source's format, each a `srcset` of the widths the
 * section shows, with the section's `sizes` (`layout`: the `image` of the section's schema metadata). The
 * `<picture>` is `display: contents`, so the `<img>` lays out as if it stood alone. SVG art, and
 * every image under `npm run dev`, is a plain `<img>`.
 *
 * `priority`: the largest image above the fold (eager, high fetch priority, preloaded in the
 * head with the same srcset, so the browser fetches the copy it will show, not the original);
 * `eager`: load at once without jumping the queue; with `lowPriority`, behind everything else the
 * page loads (fetchpriority="low", which also keeps React from preloading it in the head).
 * Everything else loads lazily.
 */
export function Img({
  image,
  layout = CONTENT_LAYOUT,
  className,
  priority = false,
  eager = false,
  lowPriority = false,
}: {
  image: ImageValue;
  layout?: ImageLayout;
  className?: string;
  priority?: boolean;
  eager?: boolean;
  lowPriority?: boolean;
}) {
  const { picture } = image;
  const { sizes } = layout;
  const attributes = {
    width: picture?.width ?? image.width,
    height: picture?.height ?? image.height,
    loading: priority || eager ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : lowPriority ? ('low' as const) : undefined,
    decoding: priority ? ('sync' as const) : ('async' as const),
    className,
  };
  if (!picture) return <img src={image.src} alt={image.alt} {...attributes} />;
  // The browser preloads the first type it supports of a <picture>; every browser that reads
  // fetchpriority reads AVIF, so the AVIF srcset is the one to preload.
  if (priority) preload(picture.fallback.src, { as: 'image', imageSrcSet: picture.avif, imageSizes: sizes, type: 'image/avif', fetchPriority: 'high' });
  const { sources, img } = pictureParts(picture, sizes);
  return (
    <picture className={PICTURE_CLASS}>
      {sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      <img src={img.src} srcSet={img.srcSet} sizes={img.sizes} alt={image.alt} {...attributes} />
    </picture>
  );
}
