import type { Site } from '../../catalogue/index.ts';
import { whatsappNumber } from '../../catalogue/site-schema.ts';

export function whatsappHref(site: Site): string {
  return `https://wa.me/${whatsappNumber(site)}?text=${encodeURIComponent(site.whatsapp.text)}`;
}
