import { config } from 'zod/mini';

// zod compiles object parsers with new Function() when it may; our CSP (script-src 'self') says
// it may not, and the browser reports each try as a violation (Lighthouse's best practices count
// it). The interpreted parsers are fast enough for our answers. zod/mini's config is the full
// zod's too: one global setting.
config({ jitless: true });
