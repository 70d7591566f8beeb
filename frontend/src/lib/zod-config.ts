import { config } from 'zod/v4/core';

// The app runs under script-src 'self', without eval (infra/http/security-headers.ts). zod compiles
// its object parsers with `new Function`, and even its probe for whether it may is reported by the
// browser as a policy violation; jitless parses without both. Imported first, before any schema exists.
config({ jitless: true });
