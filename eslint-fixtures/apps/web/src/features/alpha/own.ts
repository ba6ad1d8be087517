/** One of the alpha feature's own modules. */
export const own = 'alpha';
