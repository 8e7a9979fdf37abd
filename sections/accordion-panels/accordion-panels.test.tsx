import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { SectionContext } from '../define.ts';
import { accordionPanels } from './index.tsx';
import { accordionPanelsSchema } from './schema.ts';

const panel = (n: number, extra: object = {}) => ({
  title: `Service ${n}`,
  text: `What service ${n} does for a Jaipur business.`,
  image: { src: `/images/jaipur/panel-${n}.svg`, alt: `Artwork ${n}`, width: 640, height: 480 },
  ...extra,
});
const section = (panels: object[], extra: object = {}) => ({ type: 'accordion-panels', heading: 'Six ways we grow Jaipur businesses', panels, ...extra });
const context = { index: 5, route: '/digital-markting-services-jaipur', site: {} as SectionContext['site'] };

function render(panels: object[], extra: object = {}) {
  const props = accordionPanelsSchema.parse(section(panels, extra));
  return renderToStaticMarkup(<accordionPanels.Component {...props} context={context} />);
}

describe('accordion-panels schema', () => {
  it('takes 2 to 8 panels, each with a title, text and image', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => panel(i));
    expect(accordionPanelsSchema.safeParse(section(many(1))).success).toBe(false);
    expect(accordionPanelsSchema.safeParse(section(many(2))).success).toBe(true);
    expect(accordionPanelsSchema.safeParse(section(many(6))).success).toBe(true);
    expect(accordionPanelsSchema.safeParse(section(many(9))).success).toBe(false);
    const { image: _image, ...noImage } = panel(1);
    expect(accordionPanelsSchema.safeParse(section([noImage, panel(2)])).success).toBe(false);
  });

  it('makes the link optional and names it "Learn more" unless told otherwise', () => {
    const result = accordionPanelsSchema.parse(section([panel(1), panel(2, { href: '/seo-company-jaipur' })]));
    expect(result.linkLabel).toBe('Learn more');
    expect(result.panels[0]?.href).toBeUndefined();
  });

  it('validates its example.yaml', () => {
    const [example] = parse(readFileSync(new URL('./example.yaml', import.meta.url), 'utf8')) as object[];
    expect(accordionPanelsSchema.safeParse(example).error).toBeUndefined();
  });
});

describe('accordion-panels markup', () => {
  it('renders every panel in full in the HTML (narrow screens and no CSS show them all)', () => {
    const html = render([panel(1), panel(2), panel(3)]);
    expect(html.match(/<li data-panel=/g)).toHaveLength(3);
    for (const n of [1, 2, 3]) {
      expect(html).toMatch(new RegExp(`<h3 [^>]*>Service ${n}</h3>`));
      expect(html).toContain(`What service ${n} does for a Jaipur business.`);
      expect(html).toContain(`alt="Artwork ${n}"`);
    }
  });

  it('gives the row its panel count, which sizes the open panel on wide screens', () => {
    expect(render([panel(1), panel(2), panel(3)])).toContain('style="--n:3"');
    expect(render([panel(1), panel(2)])).toContain('style="--n:2"');
  });

  it('links panels that have an href, naming the panel for screen readers', () => {
    const html = render([panel(1, { href: '/seo-company-jaipur' }), panel(2)], { linkLabel: 'Explore the service' });
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(/<a href="\/seo-company-jaipur"[^>]*>Explore the service<span class="sr-only">: Service 1<\/span>/);
  });
});
