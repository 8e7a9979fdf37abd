import { z } from 'zod';
import { accordionPanels } from './accordion-panels/index.tsx';
import { blogList } from './blog-list/index.tsx';
import { contactDetails } from './contact-details/index.tsx';
import { contactForm } from './contact-form/index.tsx';
import { cta } from './cta/index.tsx';
import { detailBlocks } from './detail-blocks/index.tsx';
import { faq } from './faq/index.tsx';
import { features } from './features/index.tsx';
import { hero } from './hero/index.tsx';
import { imageWall } from './image-wall/index.tsx';
import { industries } from './industries/index.tsx';
import { jobOpenings } from './job-openings/index.tsx';
import { process } from './process/index.tsx';
import { prose } from './prose/index.tsx';
import { serviceCards } from './service-cards/index.tsx';
import { serviceTabs } from './service-tabs/index.tsx';
import { stats } from './stats/index.tsx';
import { testimonials } from './testimonials/index.tsx';
import { textBlock } from './text/index.tsx';
import { video } from './video/index.tsx';

/** Every section type, once. Adding a type = one folder + one line here. */
export const sections = [
  hero,
  stats,
  features,
  serviceCards,
  detailBlocks,
  process,
  testimonials,
  faq,
  serviceTabs,
  textBlock,
  imageWall,
  accordionPanels,
  video,
  industries,
  contactDetails,
  jobOpenings,
  prose,
  blogList,
  contactForm,
  cta,
] as const;

type Definition = (typeof sections)[number];
export type Section = z.output<Definition['schema']>;
export type SectionType = Section['type'];

export const sectionSchema = z.discriminatedUnion('type', sections.map((s) => s.schema) as unknown as [Definition['schema'], ...Definition['schema'][]]);

export const sectionTypes = sections.map((s) => s.schema.shape.type.value) as SectionType[];

const byType = new Map<string, Definition>(sections.map((s) => [s.schema.shape.type.value, s]));

export function definitionOf(type: SectionType): Definition {
  // The schema guarantees the type is registered; the map is just the lookup.
  return byType.get(type)!;
}
