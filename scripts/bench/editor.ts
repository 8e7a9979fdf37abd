import { cpus, loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { intoTestBackend } from '../editor-test-backend.ts';

/** The machine a benchmark runs on, for the first line of its output: its cores, their model and the load average. */
export const machineLine = () =>
  `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

/**
 * The editor at `base`/admin/ opened with `files` in its test backend (scripts/editor-test-backend.ts),
 * as the editor's benchmarks start: put there from a light page of the origin, then the editor
 * loaded and its test repository chosen, until its collections are listed.
 */
export async function openEditorWith(page: Page, base: string, files: Record<string, string>): Promise<void> {
  await page.goto(`${base}/robots.txt`);
  await page.evaluate(intoTestBackend, files);
  await page.goto(`${base}/admin/`);
  await page.getByRole('button', { name: 'Work with Test Repository' }).click({ timeout: 120_000 });
  await page.getByText('Jaipur pages', { exact: true }).waitFor({ timeout: 120_000 });
}
