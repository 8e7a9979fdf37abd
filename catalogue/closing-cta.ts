/**
 * The call to action under a blog article: which one it is. Pure (no Node APIs): the renderer
 * shows it, the city check reads it (catalogue/cities.ts).
 */
import type { Section } from '../sections/schemas.ts';
import type { z } from 'zod';
import type { postFrontMatterSchema } from './post-schema.ts';

/** A call to action section, as the blog repeats it under its articles. */
export type CtaSection = Extract<Section, { type: 'cta' }>;

/** The blog's call to action: the last cta section of the listing page, with its index (for where it is written). */
export function blogCtaOf(sections: readonly Section[]): { cta: CtaSection; index: number } | undefined {
  const index = sections.findLastIndex((s) => s.type === 'cta');
  return index >= 0 ? { cta: sections[index] as CtaSection, index } : undefined;
}

/**
 * The call to action under an article: the post's own (front matter `cta`), with the blog's
 * button unless it names one (the contact page's when the blog has none), else the blog's.
 */
export function closingCta(
  post: Pick<z.output<typeof postFrontMatterSchema>, 'cta'>,
  blog: CtaSection | undefined,
  contactPage: string,
): CtaSection | undefined {
  if (!post.cta) return blog;
  const button = post.cta.button ?? blog?.button ?? { label: 'Contact Us' as const, href: contactPage };
  return { type: 'cta', heading: post.cta.heading, text: post.cta.text, button };
}
