import { describe, expect, it } from 'vitest';
import { closestAddress } from '../../catalogue/problems.ts';

const SITE = [
  '/',
  '/about-us',
  '/career',
  '/contact',
  '/seo-company-jaipur',
  '/seo-company-ajmer',
  '/lead-generation-company-jaipur',
  '/blog/google-ads-budget-guide',
];
const CITIES = new Set(['jaipur', 'ajmer']);
const near = (target: string) => closestAddress(target, SITE, CITIES);

describe('the address a dead link most likely meant', () => {
  it('names the page for a typo: a letter or two wrong or swapped, a word more or fewer, a slash at the end', () => {
    expect(near('/seo-compnay-jaipur')).toBe('/seo-company-jaipur');
    expect(near('/carrer')).toBe('/career');
    expect(near('/contakt')).toBe('/contact');
    expect(near('/about')).toBe('/about-us');
    expect(near('/contact/')).toBe('/contact');
    expect(near('/seo-company-jaipurr')).toBe('/seo-company-jaipur');
    expect(near('/blog/google-ads-budget-guid')).toBe('/blog/google-ads-budget-guide');
  });

  it("never the address itself, another city's page, or a page with another word in its place", () => {
    // A page whose route was renamed while links still use the old one: the old route is not a fix for itself.
    expect(closestAddress('/seo-company-jaipur', ['/seo-services-jaipur', '/seo-company-jaipur'], CITIES)).toBeUndefined();
    expect(closestAddress('/seo-company-jaipur', ['/seo-company-ajmer', '/lead-generation-company-jaipur'], CITIES)).toBeUndefined();
    expect(near('/seo-company-udaipur')).toBeUndefined();
    expect(near('/ads-company-jaipur')).toBeUndefined();
    expect(near('/pricing')).toBeUndefined();
  });
});
