/** Spec 9: version 0.8.0 (code 80), read from the web package so it never drifts. */
import { version } from '../../../package.json';

export const APP_VERSION: string = version;
