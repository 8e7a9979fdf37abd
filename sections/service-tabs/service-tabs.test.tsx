import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serviceTabsSchema } from './schema.ts';
import { Island } from './island.tsx';

const full = {
  title: 'SEO',
  description: 'Rank for the searches your customers make.',
  bullets: ['Keyword research', 'Technical audit'],
  percentage: 93,
  note: 'of clients rank higher within six months',
  href: '/top-seo-company-jaipur',
};

const pictured = {
  title: 'E-commerce Websites',
  description: 'An online shop with UPI and card payments.',
  bullets: [],
  image: { src: '/images/web/ecommerce.svg', alt: 'Shop dashboard', width: 480, height: 360 },
};

const parse = (tabs: object[]) => serviceTabsSchema.safeParse({ type: 'service-tabs', heading: 'Our services at a glance', tabs });

describe('service-tabs schema', () => {
  it('accepts tabs with bullets, percentage, note and link (services switcher)', () => {
    expect(parse([full, { ...full, title: 'Social Media' }]).success).toBe(true);
  });

  it('accepts tabs with only a title, a description and an image (web service types)', () => {
    const result = parse([pictured, { ...pictured, title: 'Landing Pages' }]);
    expect(result.success).toBe(true);
    expect(result.data?.tabs[0]?.bullets).toEqual([]);
    expect(result.data?.tabs[0]?.percentage).toBeUndefined();
    expect(result.data?.tabs[0]?.href).toBeUndefined();
    expect(result.data?.tabLabel).toBe('Services');
  });

  it('rejects a note without the percentage it describes', () => {
    const result = parse([{ ...pictured, note: 'of shops sell more' }, pictured]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['tabs', 0, 'note']);
  });
});

describe('service-tabs markup', () => {
  it('renders bullets, percentage and LEARN MORE when a tab has them', () => {
    const html = renderToStaticMarkup(<Island id="t" linkLabel="LEARN MORE" tabs={[full, { ...full, title: 'Ads' }]} />);
    expect(html).toContain('aria-label="Services"');
    expect(html).toMatch(/<span data-percentage[^>]*>93(<!-- -->)?%<\/span>/);
    expect(html).toContain('of clients rank higher within six months');
    expect(html).toContain('href="/top-seo-company-jaipur"');
    expect(html.match(/<li /g)).toHaveLength(4);
    expect(html).not.toContain('<img');
  });

  it('renders the image and leaves out the list, statistic and link when a tab has none', () => {
    const html = renderToStaticMarkup(
      <Island id="t" linkLabel="LEARN MORE" tabLabel="Website types" tabs={[pictured, { ...pictured, title: 'Landing Pages' }]} />,
    );
    expect(html).toContain('aria-label="Website types"');
    expect(html).toContain('<img src="/images/web/ecommerce.svg" alt="Shop dashboard" width="480" height="360" loading="lazy"');
    expect(html).not.toContain('data-percentage');
    expect(html).not.toContain('<ul');
    expect(html).not.toContain('<a ');
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).toContain('aria-selected="true"');
  });

  it('renders a photo the build converted as a <picture> of AVIF and WebP copies, in the layout of its schema', () => {
    const picture = {
      width: 1600,
      height: 1200,
      avif: '/assets/shop-360.a.avif 360w, /assets/shop-720.b.avif 720w',
      webp: '/assets/shop-360.c.webp 360w, /assets/shop-720.d.webp 720w',
      fallback: { type: 'image/jpeg', srcset: '/assets/shop-360.e.jpg 360w', src: '/assets/shop-360.e.jpg' },
    };
    const photo = { ...pictured, image: { src: '/images/web/shop.jpg', alt: 'Shop counter', picture } };
    const html = renderToStaticMarkup(<Island id="t" linkLabel="LEARN MORE" tabs={[photo, { ...photo, title: 'Landing Pages' }]} />);
    expect(html).toContain(
      '<picture class="contents"><source type="image/avif" srcSet="/assets/shop-360.a.avif 360w, /assets/shop-720.b.avif 720w" sizes="(min-width: 1024px) 340px, (min-width: 768px) calc(50vw - 60px), calc(100vw - 80px)"/>',
    );
    expect(html).toContain('<source type="image/webp" srcSet="/assets/shop-360.c.webp 360w, /assets/shop-720.d.webp 720w"');
    expect(html).toContain('<img src="/assets/shop-360.e.jpg" srcSet="/assets/shop-360.e.jpg 360w"');
    expect(html).not.toContain('/images/web/shop.jpg');
  });
});
