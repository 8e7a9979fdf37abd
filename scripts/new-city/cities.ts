/**
 * What new-city knows about cities: the gazetteer pages-data/_cities.yaml (where each city is,
 * for the geo tags of a new city's pages, and the places its pages name, for the copy that must
 * be rewritten). npm run validate reads the same file to hold each city's pages to their city.
 */
import { CITIES_FILE, loadCities } from '../../catalogue/cities.ts';
import { contentPaths } from '../../catalogue/content-files.ts';
import { formatProblems, type Problem } from '../../catalogue/problems.ts';

export interface KnownCity {
  /** The name as written in the copy. */
  name: string;
  latitude: number;
  longitude: number;
  /** ISO region for meta.geo. */
  region: string;
  /** Neighbourhoods, markets, landmarks and events the copy of this city's pages names. */
  localNames: string[];
}

/** The gazetteer cannot be read: its problems, for the person who ran the command (not a crash). */
export class GazetteerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GazetteerError';
  }
}

/** The cities of the gazetteer under `root`, by folder name. */
export function knownCitiesAt(root: string): Record<string, KnownCity> {
  // Read and checked as validate reads it (catalogue/cities.ts); a gazetteer with mistakes is reported by validate.
  const problems: Problem[] = [];
  const cities = loadCities(contentPaths(root), problems);
  if (!cities) throw new GazetteerError(`pages-data/${CITIES_FILE} has mistakes; fix them first:\n${formatProblems(problems)}`);
  return Object.fromEntries(
    Object.entries(cities).map(([slug, c]) => [slug, { name: c.name, latitude: c.latitude, longitude: c.longitude, region: c.region, localNames: c.places }]),
  );
}

/**
 * Folder name of a city: `Mount Abu` → `mount-abu`; a folder as a shell completes it
 * (`ajmer/`, `pages-data/ajmer/`) → `ajmer`.
 */
export const citySlug = (name: string) =>
  name
    .trim()
    .replace(/^(?:\.\/)?(?:pages-data\/)?|\/+$/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-');

/** A city's name as a shell takes it for one argument (for the commands a message suggests). */
export { shellWord } from '../command-line.ts';

/** The entry new-city appends to the gazetteer for a city it did not know. */
export function gazetteerEntry(slug: string, city: { name: string; region: string; latitude: number; longitude: number }): string {
  return `${slug}:\n  name: ${city.name}\n  region: ${city.region}\n  latitude: ${city.latitude}\n  longitude: ${city.longitude}\n`;
}
