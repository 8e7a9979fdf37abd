import type { Site } from '../../catalogue/index.ts';

export function whatsappHref(site: Site): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.text)}`;
}
