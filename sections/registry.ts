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
import { type Section, type SectionType, sectionSchemas, typeOf } from './schemas.ts';
import { serviceCards } from './service-cards/index.tsx';
import { serviceTabs } from './service-tabs/index.tsx';
import { stats } from './stats/index.tsx';
import { testimonials } from './testimonials/index.tsx';
import { textBlock } from './text/index.tsx';
import { video } from './video/index.tsx';

export type { Section, SectionType };

/**
 * The renderer's registry: each section type's schema (sections/schemas.ts) with its component.
 * Adding a type = one folder + one line here and one in sections/schemas.ts (`npm run new-section` writes all three).
 */
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

const byType = new Map<string, Definition>(sections.map((s) => [typeOf(s.schema), s]));

// Every schema has its component, and no component stands without its schema in the list.
for (const schema of sectionSchemas)
  if (byType.get(typeOf(schema))?.schema !== schema) throw new Error(`Section "${typeOf(schema)}" has no component in sections/registry.ts`);
if (byType.size !== sectionSchemas.length) throw new Error('sections/registry.ts lists a section that sections/schemas.ts does not');

export function definitionOf(type: SectionType): Definition {
  return byType.get(type)!;
}
