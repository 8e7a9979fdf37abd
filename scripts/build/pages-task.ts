/** `vike build` as a task of the build pool, in a process of its own (see scripts/build/apart.ts). */
import { build } from 'vike/api';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { shareCatalogue } from '../../catalogue/index.ts';

export async function handle(catalogue: Catalogue): Promise<void> {
  shareCatalogue(catalogue);
  await build();
}
