import { z } from 'zod';
import { accordionPanelsSchema } from './accordion-panels/schema.ts';
import { blogListSchema } from './blog-list/schema.ts';
import { contactDetailsSchema } from './contact-details/schema.ts';
import { contactFormSchema } from './contact-form/schema.ts';
import { ctaSchema } from './cta/schema.ts';
import { detailBlocksSchema } from './detail-blocks/schema.ts';
import { faqSchema } from './faq/schema.ts';
import { featuresSchema } from './features/schema.ts';
import { heroSchema } from './hero/schema.ts';
import { imageWallSchema } from './image-wall/schema.ts';
import { industriesSchema } from './industries/schema.ts';
import { jobOpeningsSchema } from './job-openings/schema.ts';
import { processSchema } from './process/schema.ts';
import { proseSchema } from './prose/schema.ts';
import { serviceCardsSchema } from './service-cards/schema.ts';
import { serviceTabsSchema } from './service-tabs/schema.ts';
import { statsSchema } from './stats/schema.ts';
import { testimonialsSchema } from './testimonials/schema.ts';
import { textSchema } from './text/schema.ts';
import { videoSchema } from './video/schema.ts';

/**
 * Every section type's schema, once, in the order editors see them. Everything below the
 * renderer (the catalogue, the JSON Schemas, the browser editor, the scripts) reads sections from
 * here and never loads React; sections/registry.ts pairs each schema with its component.
 */
export const sectionSchemas = [
  heroSchema,
  statsSchema,
  featuresSchema,
  serviceCardsSchema,
  detailBlocksSchema,
  processSchema,
  testimonialsSchema,
  faqSchema,
  serviceTabsSchema,
  textSchema,
  imageWallSchema,
  accordionPanelsSchema,
  videoSchema,
  industriesSchema,
  contactDetailsSchema,
  jobOpeningsSchema,
  proseSchema,
  blogListSchema,
  contactFormSchema,
  ctaSchema,
] as const;

export type SectionSchema = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>;
type AnySectionSchema = (typeof sectionSchemas)[number];
export type Section = z.output<AnySectionSchema>;
export type SectionType = Section['type'];

export const sectionSchema = z.discriminatedUnion('type', sectionSchemas as unknown as [AnySectionSchema, ...AnySectionSchema[]]);

export const typeOf = (schema: SectionSchema): string => schema.shape.type.value;

export const sectionTypes = sectionSchemas.map(typeOf) as SectionType[];

const byType = new Map<string, AnySectionSchema>(sectionSchemas.map((s) => [typeOf(s), s]));

/** The schema of a section type, or undefined for a type that does not exist. */
export const schemaOf = (type: string): AnySectionSchema | undefined => byType.get(type);
