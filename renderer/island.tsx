import type { ReactNode } from 'react';
import { type Hydrate, hydrateDefault } from './hydrate-on.ts';

/**
 * Server side of an island: the component's HTML, wrapped in an element that names the
 * island (a folder under sections/ with an island.tsx), carries its props as JSON and says
 * when it hydrates: the `hydrate` its island.tsx exports, else on first interaction.
 * renderer/hydrate.ts loads React for it only then; until a visitor reaches for an island,
 * no page loads React at all.
 */
export function IslandRoot({ name, props, hydrate = hydrateDefault, children }: { name: string; props: object; hydrate?: Hydrate; children: ReactNode }) {
  return (
    <div data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
