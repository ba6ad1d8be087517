/** What the beta feature offers to other features. */
export { betaInternal as beta } from './api/get-beta';
