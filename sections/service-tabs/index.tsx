import { z } from 'zod';
import { IslandRoot } from '../../renderer/island.tsx';
import { defineSection } from '../define.ts';
import { heading, href, image, text } from '../fields.ts';
import { Container, SectionHeading, SectionShell } from '../ui.tsx';
import { Island as ServiceTabs, hydrate } from './island.tsx';

export const serviceTabsSchema = z.strictObject({
  type: z.literal('service-tabs'),
  heading: heading,
  intro: z.string().trim().min(1).optional().describe('A sentence or two under the heading'),
  linkLabel: z.string().trim().min(1).default('LEARN MORE').describe('Text of the link at the foot of each tab that has an href'),
  tabLabel: z.string().trim().min(1).default('Services').describe('Name of the tab list for screen readers'),
  tabs: z
    .array(
      z
        .strictObject({
          title: text('Tab label and panel heading'),
          description: text('A short paragraph about the service'),
          bullets: z.array(text('One bullet point')).default([]).describe('Optional bullet points (the Jaipur services page uses 10)'),
          percentage: z.int().min(0).max(100).optional().describe('Optional headline statistic, as a whole percentage'),
          note: z.string().trim().min(1).optional().describe('What the percentage measures (only with a percentage)'),
          href: href.optional().describe('Optional page the LEARN MORE link of this tab goes to'),
          image: image.optional().describe('Optional artwork shown in the panel'),
        })
        .refine((tab) => tab.note === undefined || tab.percentage !== undefined, {
          message: 'A note describes the percentage: add a percentage or remove the note',
          path: ['note'],
        }),
    )
    .min(2)
    .describe('The tabs, in order; the first is open by default'),
});

export const serviceTabs = defineSection({
  schema: serviceTabsSchema,
  Component: function ServiceTabsSection({ heading, intro, tabs, linkLabel, tabLabel, context }) {
    const props = { id: `tabs-${context.index}`, tabs, linkLabel, tabLabel };
    return (
      <SectionShell type="service-tabs" index={context.index} tone="tint">
        <Container>
          <SectionHeading index={context.index} heading={heading} intro={intro} />
          <IslandRoot name="service-tabs" props={props} hydrate={hydrate}>
            <ServiceTabs {...props} />
          </IslandRoot>
        </Container>
      </SectionShell>
    );
  },
});
