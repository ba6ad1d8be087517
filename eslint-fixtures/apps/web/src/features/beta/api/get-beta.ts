/** One of the beta feature's internals. */
export const betaInternal = 'beta';
