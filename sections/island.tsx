import type { ReactNode } from 'react';
import type { z } from 'zod';
import { hydrateDefault } from './hydrate-on.ts';
import { sectionMeta } from './section-meta.ts';
import type { SectionSchema } from './schemas.ts';

/**
 * Server side of an island: the component's HTML, wrapped in an element that names the
 * island (the section type, whose folder has an island.tsx), carries its props as JSON and says
 * when it hydrates: `island.hydrate` in the section's schema metadata, else on first interaction.
 * renderer/hydrate.ts loads React for it only then; until a visitor reaches for an island,
 * no page loads React at all.
 */
export function IslandRoot<S extends SectionSchema>({ schema, props, children }: { schema: S & z.ZodType; props: object; children: ReactNode }) {
  const hydrate = sectionMeta(schema).island?.hydrate ?? hydrateDefault;
  return (
    <div data-island={schema.shape.type.value} data-hydrate={hydrate} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
