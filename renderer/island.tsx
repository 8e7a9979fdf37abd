import type { ReactNode } from 'react';

/**
 * Server side of an island: the component's HTML, wrapped in an element that names the
 * island (a folder under sections/ with an island.tsx) and carries its props as JSON.
 * renderer/+client.ts hydrates it; pages without islands load no React at all.
 */
export function IslandRoot({ name, props, children }: { name: string; props: object; children: ReactNode }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
