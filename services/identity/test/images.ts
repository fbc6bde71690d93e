/** Small valid images of each accepted type, base64 (integration icons and preview images). */

const webp = (() => {
  // A RIFF container announcing its size, holding a (minimal) VP8L chunk.
  const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.from([5, 0, 0, 0]), Buffer.from([0x2f, 0, 0, 0, 0]), Buffer.from([0])]);
  const body = Buffer.concat([Buffer.from('WEBP'), chunk]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]).toString('base64');
})();

export const TEST_IMAGES = {
  'image/png': 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'image/gif': 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]).toString('base64'),
  'image/webp': webp,
} as const;

/** Another PNG (a different image, so a different asset). */
export const OTHER_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR42mP8z8DwnwEJMCJzAB+hAgFJ3Wq6AAAAAElFTkSuQmCC';
