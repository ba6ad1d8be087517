// Expected: import-x/no-restricted-paths (a feature imports another feature's internals).
import { betaInternal } from '../beta/api/get-beta';

export const reached = betaInternal;
