import type { z } from 'zod';
import type { Hydrate } from './hydrate-on.ts';

/**
 * What a section type says about itself, on its schema with zod's `.meta()` (sections/<type>/schema.ts).
 * Everything that needs to know a section type reads it from here: the JSON Schemas and the
 * content guide (title, description), the image pipeline and `Img` (image), the island loader
 * (island), the Content-Security-Policy (origins) and `new-city` (quoted).
 */

/** Where a section shows its images: the `sizes` attribute per breakpoint and the widest copy worth making. */
export interface ImageLayout {
  /** The `sizes` attribute: the width the image is shown at, per breakpoint. */
  sizes: string;
  /** The widest copy made; content staff are asked for a source at least this wide. */
  maxWidth: number;
}

/** What the pipeline made of one source image: `srcset` lists per format, for `<picture>`. */
export interface Picture {
  /** Display size of the source (EXIF orientation applied). */
  width: number;
  height: number;
  avif: string;
  webp: string;
  /** The source's own format, last: for browsers without AVIF or WebP. */
  fallback: { type: string; srcset: string; src: string };
}

/** Third-party origins a section needs after the page has loaded, by CSP directive. */
export interface SectionOrigins {
  frame?: readonly string[];
  connect?: readonly string[];
  form?: readonly string[];
}

export interface SectionMeta {
  /** The type's name for editors, e.g. "Service tabs". */
  title: string;
  /** What it shows, one sentence: the editor's list of types, the JSON Schemas, CONTENT.md. */
  description: string;
  /** Layout of its image fields; a type without one shows images in the content column. */
  image?: ImageLayout;
  /** Its React island (sections/<type>/island.tsx) and when the island hydrates. */
  island?: { hydrate: Hydrate };
  origins?: SectionOrigins;
  /**
   * Its items are what real people said and who they are (clients' testimonials): `new-city` keeps
   * them as written in a copy for another city, whose clients did not say them, and lists them.
   */
  quoted?: true;
}

declare module 'zod' {
  interface GlobalMeta {
    image?: ImageLayout;
    island?: { hydrate: Hydrate };
    origins?: SectionOrigins;
    quoted?: true;
  }
}

/** The metadata of a section schema; throws for a schema without a title and description (new-section writes them). */
export function sectionMeta(schema: z.ZodType): SectionMeta {
  const meta = schema.meta();
  if (!meta?.title || !meta.description) throw new Error('A section schema carries .meta({ title, description }) (see sections/section-meta.ts)');
  return meta as SectionMeta;
}

/** Layout of an image that no section places: as wide as the content column. */
export const CONTENT_LAYOUT: ImageLayout = { sizes: '(min-width: 1152px) 1088px, calc(100vw - 32px)', maxWidth: 1440 };

/** The layout of a section type's images (the content column when it declares none). */
export const imageLayoutOf = (schema: z.ZodType): ImageLayout => sectionMeta(schema).image ?? CONTENT_LAYOUT;
