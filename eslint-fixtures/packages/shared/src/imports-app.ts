// Expected: import-x/no-restricted-paths twice (the shared package imports both apps).
import { serverOnly } from '../../../apps/server/src/server-only';
import { webOnly } from '../../../apps/web/src/lib/web-only';

export const fromApps = [serverOnly, webOnly];
