export { FileUploadRemoval, type FileUploadRemovalProps } from './FileUploadRemoval';
