import type { Lang } from '../languages.ts';
import { en, type Catalogue } from './en.ts';
import { zh } from './zh.ts';
import { hk } from './hk.ts';
import { fra } from './fra.ts';
import { spa } from './spa.ts';
import { th } from './th.ts';
import { jp } from './jp.ts';
import { kor } from './kor.ts';

export type { MessageKey, Catalogue } from './en.ts';

/** Every language's server catalogue. Each is typed `Catalogue`, so a missing key fails typecheck. */
export const catalogues: Record<Lang, Catalogue> = { en, zh, hk, fra, spa, th, jp, kor };
