import type { IconName } from '../../sections/icons.ts';

export interface ShareLink {
  network: 'Twitter' | 'Facebook' | 'LinkedIn';
  icon: IconName;
  href: string;
}

/** Share intents carrying the article's canonical address; Twitter's also carries its title. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    { network: 'Twitter', icon: 'twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'Facebook', icon: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'LinkedIn', icon: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}
