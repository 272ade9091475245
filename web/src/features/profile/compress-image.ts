import { AVATAR_COMPRESSION } from '@squadboard/domain/profile/avatar.rules';

// Shrinks a chosen picture in the browser before upload (see AVATAR_COMPRESSION for the choice of
// 256 px / JPEG 0.8). Throws when the file is not a decodable image.

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}

export async function compressAvatar(file: Blob): Promise<Blob> {
  const image = await loadImage(file);
  const { maxSide, quality, type } = AVATAR_COMPRESSION;
  const scale = Math.min(1, maxSide / Math.max(image.naturalWidth, image.naturalHeight));
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    throw new Error('no canvas');
  }
  // JPEG has no transparency: transparent PNG areas become white rather than black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), type, quality);
  });
}
