export * from './languages.ts';
export * from './translate.ts';
export { catalogues, type MessageKey, type Catalogue } from './messages/index.ts';
