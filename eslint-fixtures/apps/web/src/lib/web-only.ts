/** Stands for any web module. */
export const webOnly = 'web';
