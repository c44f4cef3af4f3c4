/**
 * A picked picture is redrawn as a JPEG small enough for the backend (FEEDBACK_SCREENSHOT_MAX_BYTES):
 * narrower and lower quality step by step. A picture that cannot be decoded is refused.
 */
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@m/shared';

const STEPS: readonly { width: number; quality: number }[] = [
  { width: 1080, quality: 0.7 },
  { width: 800, quality: 0.6 },
  { width: 640, quality: 0.5 },
  { width: 480, quality: 0.45 },
  { width: 360, quality: 0.4 },
  { width: 240, quality: 0.35 },
];

export function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

export async function shrinkScreenshot(file: Blob): Promise<{ mimeType: 'image/jpeg'; data: string }> {
  const bitmap = await createImageBitmap(file);
  try {
    for (const step of STEPS) {
      const scale = Math.min(1, step.width / bitmap.width);
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) break;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const data = canvas.toDataURL('image/jpeg', step.quality).replace(/^data:image\/jpeg;base64,/, '');
      if (base64Bytes(data) <= FEEDBACK_SCREENSHOT_MAX_BYTES) return { mimeType: 'image/jpeg', data };
    }
  } finally {
    bitmap.close();
  }
  throw new Error('feedback_screenshot_too_large');
}
