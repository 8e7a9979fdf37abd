import { z } from 'zod';
import { IslandRoot } from '../../renderer/island.tsx';
import { defineSection } from '../define.ts';
import { heading, href, text } from '../fields.ts';
import { Container, SectionHeading, SectionShell } from '../ui.tsx';
import { Island as ServiceTabs } from './island.tsx';

export const serviceTabsSchema = z.strictObject({
  type: z.literal('service-tabs'),
  heading: heading,
  intro: z.string().trim().min(1).optional().describe('A sentence or two under the heading'),
  linkLabel: z.string().trim().min(1).default('LEARN MORE').describe('Text of the link at the foot of each tab'),
  tabs: z
    .array(
      z.strictObject({
        title: text('Tab label and panel heading'),
        description: text('A short paragraph about the service'),
        bullets: z.array(text('One bullet point')).min(1).describe('Bullet points (the Jaipur services page uses 10)'),
        percentage: z.int().min(0).max(100).describe('Headline statistic, as a whole percentage'),
        note: text('What the percentage measures'),
        href,
      }),
    )
    .min(2)
    .describe('The tabs, in order; the first is open by default'),
});

export const serviceTabs = defineSection({
  schema: serviceTabsSchema,
  Component: function ServiceTabsSection({ heading, intro, tabs, linkLabel, context }) {
    const props = { id: `tabs-${context.index}`, tabs, linkLabel };
    return (
      <SectionShell type="service-tabs" index={context.index} tone="tint">
        <Container>
          <SectionHeading index={context.index} heading={heading} intro={intro} />
          <IslandRoot name="service-tabs" props={props}>
            <ServiceTabs {...props} />
          </IslandRoot>
        </Container>
      </SectionShell>
    );
  },
});
