import { z } from 'zod';
import { folded } from '../sections/field-kinds.ts';
import type { Wording } from './wording.ts';

/** The gazetteer's file in pages-data/ and its schema (browser-safe: the editor checks with it too). */
export const CITIES_FILE = '_cities.yaml';

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

/**
 * What is wrong with a point for a region of India (none for another country's, or a point in
 * India): `swapped` when latitude and longitude read the other way round are in India.
 */
export function pointOutside(region: string, latitude: number, longitude: number): { swapped: boolean } | undefined {
  if (!region.startsWith('IN-') || inIndia(latitude, longitude)) return undefined;
  return { swapped: inIndia(longitude, latitude) };
}

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
      ? `Latitude and longitude are swapped (${value.latitude}, ${value.longitude} is outside India): write latitude: ${value.longitude} and longitude: ${value.latitude}`
      : `${value.latitude}, ${value.longitude} is outside India, where ${value.region} is: write the point as a map shows it (in India, a latitude of 6.5–37 and a longitude of 68–97.5)`,
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
    places: folded(z.array(z.string().trim().min(1)).default([]).describe('Markets, areas, landmarks, trades and events its pages name')),
  })
  .superRefine(refinePoint);

export const citiesSchema = z.record(
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A city key is its folder name: lower-case letters, digits and hyphens, e.g. mount-abu')
    .describe('The folder of its pages in pages-data/, e.g. mount-abu'),
  cityEntry,
);
