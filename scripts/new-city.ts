/**
 * Adds a city by copying another city's pages:
 *   npm run new-city -- --name Udaipur --from ajmer [--only seo,landing] [--places "Fateh Sagar, Hathi Pol"]
 *     [--lat 24.5854 --lng 73.7125] [--footer] [--dry-run]
 * Rewrites routes, canonical addresses, geo tags, links between the copied pages and the
 * city's name in the copy; refuses to overwrite a folder or to take a route that exists;
 * checks the whole site with the new pages before writing anything, then lists what to make
 * local (sentences naming the old city's places, its images). See CONTENT.md, "Add a city".
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { addFooterLink, formatPlan, NewCityError, planNewCity } from './new-city/scaffold.ts';
import { citySlug, GazetteerError } from './new-city/cities.ts';
import { npmTookOptions } from './command-line.ts';

const usage =
  'Usage: npm run new-city -- --name Udaipur --from ajmer [--only seo,landing] [--places "Fateh Sagar, Hathi Pol"] [--lat 24.5854 --lng 73.7125] [--region IN-RJ] [--footer] [--dry-run]';

export function main(argv: string[], root = process.cwd(), env: NodeJS.ProcessEnv = process.env): number {
  const options = {
    name: { type: 'string' },
    from: { type: 'string' },
    lat: { type: 'string' },
    lng: { type: 'string' },
    region: { type: 'string' },
    footer: { type: 'boolean', default: false },
    only: { type: 'string' },
    places: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  } as const;
  // `npm run new-city --name=Kota` (no --): npm took the options as its own settings.
  const npmTook = npmTookOptions('new-city', options, argv, env, { kept: ['--only'] });
  if (npmTook) {
    console.error(npmTook);
    return 2;
  }
  let values: ReturnType<typeof parseArgs<{ args: string[]; options: typeof options }>>['values'];
  try {
    ({ values } = parseArgs({
      args: argv,
      options,
    }));
  } catch (error) {
    // A name of two words without quotes, or the options given to npm itself (no -- after npm run new-city).
    const stray = (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL';
    // A point pasted as a map gives it: "--lat 24.9381 73.8230".
    const number = stray && /argument '-?\d+(\.\d+)?'/.test((error as Error).message);
    console.error(
      `${(error as Error).message}${
        number
          ? '. A point is two options: --lat <latitude> --lng <longitude>, e.g. --lat 24.9381 --lng 73.8230'
          : stray
            ? '. A name of several words goes in quotes (--name "Mount Abu"), and the options after -- (npm run new-city -- --name Kota --from ajmer)'
            : ''
      }\n${usage}`,
    );
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (!values.name || !values.from) {
    console.error(usage);
    return 2;
  }
  const number = (value: string | undefined, flag: string) => {
    if (value === undefined) return undefined;
    const n = Number(value);
    // A decimal comma, as a keyboard set to another language writes it ("25,0714"): not two numbers.
    const comma = /^\s*(-?\d+),(\d+)\s*$/.exec(value);
    if (comma) throw new NewCityError(`${flag} takes a point before the decimals, not a comma: ${flag} ${comma[1]}.${comma[2]}`);
    // Both numbers in one, as a map copies them ("24.9381, 73.8230").
    const pair = /^\s*(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
    if (pair) throw new NewCityError(`${flag} takes one number: give the point as --lat ${pair[1]} --lng ${pair[2]}`);
    if (!Number.isFinite(n)) throw new NewCityError(`${flag} takes a number in decimal degrees, e.g. ${flag} 24.5854 (got "${value}")`);
    return n;
  };
  try {
    // The city's pages exist: --footer adds the footer link only.
    if (values.footer && !values.only && existsSync(join(root, 'pages-data', citySlug(values.name)))) {
      const footer = addFooterLink({ root, name: values.name, from: values.from });
      if (!values['dry-run']) writeFileSync(footer.file, footer.text);
      console.log(values['dry-run'] ? `(dry run) ${footer.message}` : footer.message);
      return 0;
    }
    const plan = planNewCity({
      root,
      name: values.name,
      from: values.from,
      latitude: number(values.lat, '--lat'),
      longitude: number(values.lng, '--lng'),
      region: values.region,
      footer: values.footer,
      only: values.only
        ?.split(',')
        .map((n) => n.trim())
        .filter(Boolean),
      places: values.places
        ?.split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    });
    const write = !values['dry-run'];
    if (write) {
      for (const [file, text] of plan.files) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
    }
    console.log(formatPlan(plan, { written: write }));
    return 0;
  } catch (error) {
    if (error instanceof NewCityError || error instanceof GazetteerError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
