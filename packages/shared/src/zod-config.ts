import { z } from 'zod';

// In the browser, zod must not probe for `new Function` (its faster parsers): the shop's
// content security policy forbids eval, and the probe is reported as a violation on every page
// that checks an answer. The server keeps the faster parsers. Every contract module imports
// this file first (package.json lists it as a module with side effects).
if ('document' in globalThis) z.config({ jitless: true });
