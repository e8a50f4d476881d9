import type { ManifestOptions } from 'vite-plugin-pwa';

/** The header's colour (Tailwind slate-900): the installed app's title bar and splash screen. */
export const HEADER_COLOUR = '#0f172a';

/** What the home screen and the app switcher show for the installed site. */
export const webAppManifest: Partial<ManifestOptions> = {
  name: 'Twin Cities Live',
  short_name: 'TC Live',
  description:
    'Live traffic cameras, weather, transit alerts and local news for the Minneapolis–Saint Paul metro.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: HEADER_COLOUR,
  background_color: HEADER_COLOUR,
  lang: 'en',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
