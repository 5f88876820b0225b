/** Facts about the site that are the same in every language (not translated). */
export const SITE = {
  name: 'Garaj',
  supportEmail: 'destek@garaj.app',
  social: [
    { id: 'instagram', href: 'https://www.instagram.com/' },
    { id: 'twitter', href: 'https://twitter.com/' },
    { id: 'youtube', href: 'https://www.youtube.com/' },
    { id: 'facebook', href: 'https://www.facebook.com/' },
  ],
} as const;

export type SocialId = (typeof SITE.social)[number]['id'];
