import { z } from 'zod';
import { folded } from '../sections/field-kinds.ts';
import type { Wording } from './wording.ts';

/** The gazetteer's file in pages-data/ and its schema (browser-safe: the editor checks with it too). */
export const CITIES_FILE = '_cities.yaml';

/** The folder of pages that holds no city's pages. */
export const CORE_FOLDER = 'core';

/**
 * The build's message at a page whose folder is no city of the gazetteer (`unknown-city`): `near`,
 * the city or folder its name is closest to (a folder's name mistyped).
 */
export const unknownCityFolder = (pagesDir: string, folder: string, near: string | undefined): string =>
  `${pagesDir}/${folder}/ is not a city of ${pagesDir}/${CITIES_FILE}, so its pages are not checked as a city's${
    near ? ` (did you mean ${pagesDir}/${near}/?)` : ''
  }: add the city there, under ${folder}: its name, region, latitude and longitude (npm run new-city -- --name … --from … adds a city with its pages, before its folder is made), or, for a page of no city, move it to ${pagesDir}/${CORE_FOLDER}/`;

/** What to fill in for a page's geo tags, in the file and in the editor's form. */
export const ADD_GEO: Wording = {
  file: 'add meta.geo (region, placename, latitude, longitude)',
  form: 'fill in Geo in the Meta group: its region, place name, latitude and longitude',
};

/** The build's message for a city's page without geo tags (the city check; the editor's check before saving). */
export const geoMissingMessage = (cityName: string) => `${cityName} pages set geo tags: ${ADD_GEO.file}`;

/** India's extent: a point given for an Indian region (IN-…) outside it is a typo, or its two numbers swapped. */
const INDIA = { south: 6.5, north: 37.2, west: 68, east: 97.5 };
const inIndia = (latitude: number, longitude: number) =>
  latitude >= INDIA.south && latitude <= INDIA.north && longitude >= INDIA.west && longitude <= INDIA.east;

/** The states whose extent the check knows (the agency's): a point given for one outside it is a typo. */
const STATES: Record<string, { name: string; south: number; north: number; west: number; east: number }> = {
  'IN-RJ': { name: 'Rajasthan', south: 23, north: 30.2, west: 69.4, east: 78.3 },
};

/**
 * What is wrong with a point for a region of India (none for another country's, or a point in
 * India and in its state where the state's extent is known): where it is not (India, or the
 * state), and `swapped` when latitude and longitude read the other way round are there.
 */
export function pointOutside(region: string, latitude: number, longitude: number): { swapped: boolean; outside: string } | undefined {
  if (!region.startsWith('IN-')) return undefined;
  if (!inIndia(latitude, longitude)) return { swapped: inIndia(longitude, latitude), outside: 'India' };
  const state = STATES[region];
  const inState = (lat: number, lng: number) => state !== undefined && lat >= state.south && lat <= state.north && lng >= state.west && lng <= state.east;
  if (!state || inState(latitude, longitude)) return undefined;
  return { swapped: inState(longitude, latitude), outside: `${state.name} (${region})` };
}

/** Where a region's points lie, for a message: India's or its state's extent. */
export const extentOf = (region: string): string => {
  const state = STATES[region];
  return state
    ? `in ${state.name}, a latitude of ${state.south}–${state.north} and a longitude of ${state.west}–${state.east}`
    : 'in India, a latitude of 6.5–37 and a longitude of 68–97.5';
};

/** The problem of a point outside India, told at its latitude (a gazetteer's city, a page's geo tags). */
export function refinePoint(value: { region: string; latitude: number; longitude: number }, ctx: z.core.$RefinementCtx): void {
  // A number past the poles or the date line is told by its own range rule.
  if (Math.abs(value.latitude) > 90 || Math.abs(value.longitude) > 180) return;
  const outside = pointOutside(value.region, value.latitude, value.longitude);
  if (!outside) return;
  ctx.addIssue({
    code: 'custom',
    path: ['latitude'],
    params: { problem: 'out-of-range' },
    message: outside.swapped
      ? `Latitude and longitude are swapped (${value.latitude}, ${value.longitude} is outside ${outside.outside}): write latitude: ${value.longitude} and longitude: ${value.latitude}`
      : `${value.latitude}, ${value.longitude} is outside ${outside.outside === 'India' ? `India, where ${value.region} is` : outside.outside}: write the point as a map shows it (${extentOf(value.region)})`,
  });
}

export const cityEntry = z
  .strictObject({
    name: z.string().trim().min(1).describe('The name as written in the copy, e.g. Mount Abu'),
    region: z
      .string()
      .regex(/^[A-Z]{2}-[A-Z]{2}$/, 'Write the region as country-state, e.g. IN-RJ')
      .describe('ISO region, e.g. IN-RJ'),
    latitude: z.number().min(-90).max(90).describe('Latitude of the city centre'),
    longitude: z.number().min(-180).max(180).describe('Longitude of the city centre'),
    places: folded(
      z
        .array(
          z
            .string()
            .trim()
            .min(1)
            // "Pushkar - Naya Bazar": a list item indented more than the one above is read as that item's text.
            .refine((place) => !/\s-\s/.test(place), {
              message: 'Two places read as one: this line is indented more than the one above, so YAML joined them. Line its "-" up with the other items',
            }),
        )
        .default([])
        .describe('Markets, areas, landmarks, trades and events its pages name'),
    ),
  })
  .superRefine(refinePoint);

export const citiesSchema = z
  .record(
    z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A city key is its folder name: lower-case letters, digits and hyphens, e.g. mount-abu')
      .describe('The folder of its pages in pages-data/, e.g. mount-abu'),
    cityEntry,
  )
  .superRefine((cities, ctx) => {
    // A block copied for a new city with another's name left in: its pages would be checked as that city's.
    const first = new Map<string, string>();
    for (const [slug, city] of Object.entries(cities)) {
      const earlier = first.get(city.name.toLowerCase());
      if (earlier === undefined) first.set(city.name.toLowerCase(), slug);
      else
        ctx.addIssue({
          code: 'custom',
          path: [slug, 'name'],
          message: `"${city.name}" is the name of ${earlier} already: write this city's own name (the one its pages in pages-data/${slug}/ are for)`,
        });
    }
  });
