// Expected: nothing (its own modules, and another feature through its index.ts, are allowed).
import { beta } from '../beta';
import { own } from './own';

export const used = [beta, own];
