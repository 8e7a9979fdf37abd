import type { z } from 'zod';
import { BLOG_CARD_LAYOUT } from '../sections/blog-list/model.ts';
import { CONTENT_LAYOUT, imageLayoutOf } from '../sections/section-meta.ts';
import { BLOG_COVER_LAYOUT, type ImageSlot } from './image-layouts.ts';

/**
 * Where content's images are shown, as the build sizes and checks them (catalogue/catalogue.ts)
 * and the editor checks a photo it uploads (admin/check.ts). Browser-safe.
 */

/** A post's cover: in its article and on the blog's cards. */
export const POST_COVER_SLOTS: readonly ImageSlot[] = [BLOG_COVER_LAYOUT, BLOG_CARD_LAYOUT];

/**
 * An image field's place: the sharing image (an image path on its own) is cropped to 1200×630; an
 * image of a section is shown in the section's layout, any other in the content's.
 */
export const fieldImageSlot = (kind: string | undefined, section: z.ZodType | undefined): ImageSlot =>
  kind === 'image-path' ? 'social' : section ? imageLayoutOf(section) : CONTENT_LAYOUT;
