import type { Config } from 'tailwindcss';

// Tailwind 4 reads its theme from CSS; this file (loaded with @config by each stylesheet) keeps the
// few theme additions in one typed place. Sources are listed per stylesheet with @source (see
// src/index.css), so the first screen's CSS holds only what the first screen uses.
export default {
  content: [],
  theme: {
    extend: {
      screens: { phone: { max: '767px' } },
    },
  },
} satisfies Config;
