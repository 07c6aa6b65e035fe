/** Bump to reset every visitor's stored state once (spec 9: the storage version flag). */
export const STORAGE_VERSION = '1';
/** Where it is stored (read by scripts/shot.ts too, which must not load the store). */
export const STORAGE_VERSION_KEY = 'bourse.v';
