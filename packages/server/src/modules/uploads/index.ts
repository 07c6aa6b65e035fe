export {
  detectImage,
  isOwnUpload,
  ownUploadPath,
  signedUploadUrl,
  storeUpload,
  uploadPathOf,
  UPLOAD_MAX_MB,
  UPLOAD_QUOTA_SETTING,
} from './service.ts';
export * from './tables.ts';
