/**
 * The web side of owner-upload (POST /api/upload/image): the picture upload piece (pick, shrink, check,
 * send with progress, the progress bar) that the screens sending pictures embed: the shop's logo
 * (owner-loja, ImageInput) and the product's photos (owner-produtos, useImageUpload and UploadProgress).
 */
export { ImageInput } from './ImageInput';
export { UploadProgress, useImageUpload } from './image-upload';
