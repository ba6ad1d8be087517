// Expected: import-x/no-restricted-paths (the web app imports server code).
import { serverOnly } from '../../../server/src/server-only';

export const fromServer = serverOnly;
