// Expected: import-x/no-restricted-paths (the server imports web code).
import { webOnly } from '../../web/src/lib/web-only';

export const fromWeb = webOnly;
