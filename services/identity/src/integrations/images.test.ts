import { Status } from '@quire/shared';
import { decodeImage, sniffImage } from './images';
import { TEST_IMAGES } from '../../test/images';

// Icons and preview images are recognised by their bytes (docs/integrations.md "Images").

describe('sniffImage', () => {
  test.each(Object.entries(TEST_IMAGES))('recognises %s', (type, base64) => {
    expect(sniffImage(Buffer.from(base64, 'base64'))).toBe(type);
  });

  test('refuses SVG, HTML, text and truncated images', () => {
    const png = Buffer.from(TEST_IMAGES['image/png'], 'base64');
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<html><body>hi</body></html>'),
      Buffer.from('just text'),
      png.subarray(0, 20),
      Buffer.from(TEST_IMAGES['image/jpeg'], 'base64').subarray(0, 10),
    ]) {
      expect(sniffImage(bytes)).toBeUndefined();
    }
  });
});

describe('decodeImage', () => {
  const failure = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error as { code: Status; details: string };
    }
    throw new Error('no error');
  };

  test('decodes and hashes an image', () => {
    const image = decodeImage(TEST_IMAGES['image/gif'], 'icon', 1024);
    expect(image.contentType).toBe('image/gif');
    expect(image.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  test('names the field of a bad value', () => {
    expect(failure(() => decodeImage('not base64!', 'icon', 1024))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: 'icon: must be a base64-encoded image' });
    expect(failure(() => decodeImage(Buffer.from('<svg/>').toString('base64'), 'previewImages.1', 1024))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: 'previewImages.1: must be a PNG, JPEG, GIF or WebP image',
    });
    expect(failure(() => decodeImage(TEST_IMAGES['image/png'], 'icon', 16))).toMatchObject({
      code: Status.INVALID_ARGUMENT,
      details: 'icon: the image is larger than 16 bytes',
    });
  });
});
