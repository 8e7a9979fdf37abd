import type { NewCityPlan } from './scaffold.ts';
import { article } from '../../catalogue/city-check.ts';

/** What to tell the person who ran the command. */
export function formatPlan(plan: NewCityPlan, options: { written: boolean }): string {
  const out: string[] = [];
  const folder = `pages-data/${plan.slug}/`;
  const pages = `${plan.routes.length} page${plan.routes.length === 1 ? '' : 's'}`;
  out.push(
    plan.added
      ? `${options.written ? 'Added' : 'Would add'} ${pages} to ${folder}, beside ${plan.city}'s pages copied before; the whole site validates with them:`
      : `${options.written ? 'Created' : 'Would create'} ${folder} with ${pages} for ${plan.city}; the whole site validates with them:`,
  );
  for (const r of plan.routes) out.push(`  ${r.route.padEnd(44)} ${r.file}   (copy of ${r.from})`);
  if (plan.nearCity)
    out.push(
      `  ${plan.city}'s point is ${Math.round(plan.nearCity.km)} km from ${plan.nearCity.name}'s centre: if ${plan.city} is not a town beside ${plan.nearCity.name}, check --lat and --lng against a map of ${plan.city}.`,
    );
  if (plan.gazetteerAdded)
    out.push(
      `  pages-data/_cities.yaml: ${plan.city} ${options.written ? 'added' : 'would be added'}, with its point: list its markets, areas and landmarks there under places:, as the file's other cities have them, so the city check accepts them on its pages.`,
    );
  if (plan.movedPoint)
    out.push(
      `  pages-data/_cities.yaml: ${plan.city}'s point ${options.written ? 'moved' : 'would move'} from ${plan.movedPoint.latitude}, ${plan.movedPoint.longitude} to the one given (${plan.movedPoint.km < 1 ? 'less than 1' : Math.round(plan.movedPoint.km)} km): the city check holds its pages to it.`,
    );
  out.push('');
  let step = 1;
  const mentions = plan.mentions;
  out.push(
    `${step++}. Make the copy local. The city name is changed, but these ${mentions.length} line${mentions.length === 1 ? '' : 's'} still name places of ${plan.source} or other cities${mentions.some((m) => m.names.some((n) => n.endsWith("client's words"))) ? `, or are what ${article(plan.source)} ${plan.source} client said (kept as written: ${article(plan.city)} ${plan.city} client did not say it; put a real ${plan.city} client's words in their place, or remove the item)` : ''}${mentions.some((m) => m.names.includes(`${plan.city} twice`)) ? ` (or ${plan.city} twice, where the ${plan.source} page named both: listed only here, city-report cannot tell them)` : ''}: write about ${plan.city}'s own markets, areas and businesses instead.`,
  );
  for (const m of mentions) out.push(`   ${m.file}:${m.line}  [${m.names.join(', ')}]  ${m.text.length > 110 ? `${m.text.slice(0, 107)}…` : m.text}`);
  if (mentions.length === 0) out.push('   (none found: still read every sentence; figures and promises must stay as the spec gives them)');
  if (plan.placeOfSource)
    out.push(
      `   ${plan.city} is also one of ${plan.source}'s places in pages-data/_cities.yaml: ${plan.source}'s pages may name it; take it out of that list if they should not.`,
    );
  out.push('');
  const artwork = plan.images.filter((i) => i.cityArtwork);
  out.push(
    artwork.length > 0
      ? `${step++}. Replace the images made for ${plan.source} (${artwork.length}, marked [city]): draw ${plan.city} artwork into public/images/${plan.slug}/ and change src (and alt) where listed; those marked [shared] serve every city and may stay:`
      : `${step++}. The images: none was made for ${plan.source}; those below serve every city and may stay:`,
  );
  for (const image of plan.images) {
    out.push(`   ${image.cityArtwork ? '[city]  ' : '[shared]'} ${image.src}  ← ${image.at.join(', ')}`);
  }
  out.push('');
  if (plan.videos.length > 0) {
    out.push(`${step++}. These videos are ${plan.source}'s: give videoId one made for ${plan.city} (and change its title), or remove the section:`);
    for (const v of plan.videos) out.push(`   ${v.at}  ${v.id}`);
    out.push('');
  }
  if (plan.sourceLinks.length > 0) {
    out.push(`${step++}. These links still lead to ${plan.source} pages or posts (kept on purpose; change them if ${plan.city} has its own):`);
    for (const l of plan.sourceLinks) out.push(`   ${l.file}:${l.line}  ${l.href}`);
    out.push('');
  }
  if (plan.footerSkipped) {
    out.push(
      `${step++}. --footer links the city's landing page, which this run did not copy: nothing was added to the footer. Copy it (--only landing), with --footer again.`,
    );
    out.push('');
  }
  if (plan.earlierLinks.length > 0) {
    out.push(
      `${step++}. ${plan.city}'s pages copied before still link to the ${plan.source} pages copied now: point them at ${plan.city}'s (new-city never changes a page it wrote before):`,
    );
    for (const l of plan.earlierLinks) out.push(`   ${l.file}:${l.line}  ${l.href}  →  ${l.to}`);
    out.push('');
  }
  if (plan.landing) {
    if (plan.landing.footerAdded) {
      out.push(`${step++}. The footer column "${plan.landing.footerColumn}" in site.config.yaml now links ${plan.landing.route}.`);
    } else {
      out.push(
        `${step++}. Link the new landing page from the footer: add these lines to the "${plan.landing.footerColumn}" links in site.config.yaml (or run again with --footer):`,
      );
      out.push(plan.landing.footerLines.replace(/\n$/, ''));
    }
    out.push(
      `   Once its pages are published, add ${plan.city} to areaServed in site.config.yaml, so search engines know the agency serves it, and to tagline and footerNote where they name the cities served (npm run city-report -- ${plan.slug} notes each one).`,
    );
    out.push('');
  }
  out.push(
    `${step++}. The new pages are drafts (draft: true): npm run dev shows them, the build leaves them out. npm run city-report -- ${plan.slug} lists what is still to rewrite, at any time (its count is not the one above: it counts the lines of pictures made for ${plan.source} too, and not what only this list tells); once it lists nothing for a page, remove its draft: true line to publish it.`,
  );
  out.push('');
  out.push(`${step++}. Check: npm run validate, then npm run dev and open http://localhost:3000${plan.landing?.route ?? plan.routes[0]?.route ?? '/'}`);
  return out.join('\n');
}
