export type PixelArea = { x: number; y: number; width: number; height: number };

/** Big enough for a sharp avatar on any screen, small enough to upload quickly. */
const maxSide = 512;

/** Decodes the picture; a file that only claims to be an image (by its name) fails here. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

/**
 * Cuts the chosen square out of the picture on a canvas, in the browser, and encodes it: JPEG for
 * photos, PNG for images that may be transparent. Only the cropped image is uploaded.
 */
export async function cropImage(
  src: string,
  area: PixelArea,
  sourceType: string,
): Promise<{ blob: Blob; fileName: string }> {
  const image = await loadImage(src);
  const side = Math.max(1, Math.min(maxSide, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available.');
  const jpeg = sourceType === 'image/jpeg';
  if (jpeg) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, side, side);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  const type = jpeg ? 'image/jpeg' : 'image/png';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error('The image could not be encoded.');
  return { blob, fileName: jpeg ? 'photo.jpg' : 'photo.png' };
}
