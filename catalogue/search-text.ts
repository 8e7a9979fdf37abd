import { z } from 'zod';
import { sentences } from '../sections/field-kinds.ts';

/**
 * The title and the description search results show, with their limits and their words, for a
 * page (its `meta`) and a post (its front matter) alike: `validate`, the build and the editor's
 * box then say the same thing about both, with the length the text has now ("(now 8)").
 */
export const searchTitle = (description: string) =>
  z
    .string()
    .trim()
    .min(10, 'Too short for search results: write at least 10 characters')
    .max(70, 'Too long for search results: keep the title to 70 characters')
    .describe(description);

export const searchDescription = (description: string) =>
  sentences(
    z
      .string()
      .trim()
      .min(50, 'Too short for search results: write at least 50 characters')
      .max(170, 'Too long for search results: keep the description to 170 characters')
      .describe(description),
  );
