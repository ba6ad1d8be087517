/** Stands for any server module. */
export const serverOnly = 'server';
