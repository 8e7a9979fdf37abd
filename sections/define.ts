import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Site } from '../catalogue/site-schema.ts';
import type { BlogListing } from './blog-list/model.ts';

/** Props every section component receives besides its own YAML fields. */
export interface SectionContext {
  /** Position on the page, for ids and for eager loading of the first image. */
  index: number;
  /** Route of the page being rendered, e.g. /seo-company-ajmer. */
  route: string;
  /** The agency (site.config.yaml): phones, e-mail, address, form provider… */
  site: Site;
  /** On the blog listing pages only: every post as card data and the page being shown. */
  blog?: BlogListing;
}

export type SectionSchema = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>;

export interface SectionDefinition<S extends SectionSchema = SectionSchema> {
  schema: S;
  Component: ComponentType<z.output<S> & { context: SectionContext }>;
}

export function defineSection<S extends SectionSchema>(definition: SectionDefinition<S>): SectionDefinition<S> {
  return definition;
}
