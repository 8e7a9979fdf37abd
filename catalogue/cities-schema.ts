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

export const cityEntry = z.strictObject({
  name: z.string().trim().min(1).describe('The name as written in the copy, e.g. Mount Abu'),
  region: z
    .string()
    .regex(/^[A-Z]{2}-[A-Z]{2}$/, 'Write the region as country-state, e.g. IN-RJ')
    .describe('ISO region, e.g. IN-RJ'),
  latitude: z.number().min(-90).max(90).describe('Latitude of the city centre'),
  longitude: z.number().min(-180).max(180).describe('Longitude of the city centre'),
  places: folded(z.array(z.string().trim().min(1)).default([]).describe('Markets, areas, landmarks, trades and events its pages name')),
});

export const citiesSchema = z.record(
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A city key is its folder name: lower-case letters, digits and hyphens, e.g. mount-abu')
    .describe('The folder of its pages in pages-data/, e.g. mount-abu'),
  cityEntry,
);
