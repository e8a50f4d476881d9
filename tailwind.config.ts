import type { Config } from 'tailwindcss';

// Tailwind 4 reads its theme from CSS; this file (loaded with @config in src/index.css) keeps the
// content globs and the few theme additions in one typed place.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      screens: { phone: { max: '767px' } },
    },
  },
} satisfies Config;
