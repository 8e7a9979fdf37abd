/**
 * The React side of renderer/hydrate.ts, in a module of its own that the loader imports only when
 * an island hydrates: React (a CommonJS package) and its ES-module interop come with it, so the
 * script every page loads carries neither.
 */
import { type ComponentType, createElement, type ReactElement, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Hydrates `root` with the island and resolves once React has committed it. */
export function hydrateIsland(root: HTMLElement, Island: ComponentType<object>, props: object): Promise<void> {
  return new Promise<void>((ready) => {
    // Renders nothing of its own: its effect runs once the island's hydration has committed.
    function Ready({ children }: { children: ReactElement }) {
      useEffect(ready, []);
      return children;
    }
    hydrateRoot(root, createElement(Ready, null, createElement(Island, props)));
  });
}
