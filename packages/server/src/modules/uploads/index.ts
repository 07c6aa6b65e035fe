export { detectImage, isOwnUpload, storeUpload, UPLOAD_MAX_MB } from './service.ts';
export * from './tables.ts';
