import type { ImageLayout } from '../section-meta.ts';

/**
 * Where a tab shows its artwork: half the panel from 768 px (the panel beside the 18rem tab list
 * from 1024 px), the panel's width less its padding below. Its own module, so the island reads it
 * without loading the schema (and zod) in the browser.
 */
export const TAB_IMAGE_LAYOUT: ImageLayout = {
  sizes: '(min-width: 1024px) 340px, (min-width: 768px) calc(50vw - 60px), calc(100vw - 80px)',
  maxWidth: 1080,
};
