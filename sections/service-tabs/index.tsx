import { IslandRoot } from '../island.tsx';
import { defineSection } from '../define.ts';
import { Container, SectionHeading, SectionShell } from '../ui.tsx';
import { Island as ServiceTabs } from './island.tsx';
import { serviceTabsSchema } from './schema.ts';

export const serviceTabs = defineSection({
  schema: serviceTabsSchema,
  Component: function ServiceTabsSection({ heading, intro, tabs, linkLabel, tabLabel, context }) {
    const props = { id: `tabs-${context.index}`, tabs, linkLabel, tabLabel };
    return (
      <SectionShell type="service-tabs" index={context.index} tone="tint">
        <Container>
          <SectionHeading index={context.index} heading={heading} intro={intro} />
          <IslandRoot schema={serviceTabsSchema} props={props}>
            <ServiceTabs {...props} />
          </IslandRoot>
        </Container>
      </SectionShell>
    );
  },
});
