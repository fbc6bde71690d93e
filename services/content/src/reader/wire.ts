import { contentV1 } from '@quire/proto';

/**
 * GetSpaceTrees' answer on the wire. A revision's pages never change, so its tree's pages are
 * encoded once, when the tree is built (trees.ts), and every answer copies those bytes: the
 * generated serializer would deep-copy every page (`fromPartial`) and encode it again, tens of
 * milliseconds for 10,000 pages. Protobuf lets fields come in any order, so each SpaceTree is
 * written as its other fields, then the kept bytes of its `pages`; reader.test.ts checks that
 * the answer decodes exactly as the generated encoding does.
 */

type Writer = ReturnType<typeof contentV1.TreePage.encode>;

/** A writer of the generated code's kind, empty (no dependency on the protobuf runtime of our own). */
const newWriter = (): Writer => contentV1.GetSpaceTreesResponse.encode({ spaces: [], omittedSpaceIds: [] });

/** Field 5 of SpaceTree (`pages`), length-delimited: tag (5 << 3) | 2. */
const PAGES_TAG = 42;
/** Fields 1 (`spaces`) and 2 (`omitted_space_ids`) of GetSpaceTreesResponse. */
const SPACES_TAG = 10;
const OMITTED_TAG = 18;

const encodedPages = new WeakMap<readonly contentV1.TreePage[], Uint8Array>();

/** Encodes the pages of a tree (each as SpaceTree's field 5) and keeps the bytes for every answer naming this array. */
export function encodePages(pages: readonly contentV1.TreePage[]): Uint8Array {
  const writer = newWriter();
  for (const page of pages) contentV1.TreePage.encode(page, writer.uint32(PAGES_TAG).fork()).join();
  const bytes = writer.finish();
  encodedPages.set(pages, bytes);
  return bytes;
}

/** GetSpaceTreesResponse's encoding, with the kept bytes of each tree's pages. */
export function encodeSpaceTrees(message: contentV1.GetSpaceTreesResponse, writer: Writer = newWriter()): Writer {
  for (const space of message.spaces) {
    const pages = encodedPages.get(space.pages);
    writer.uint32(SPACES_TAG).fork();
    if (pages) contentV1.SpaceTree.encode({ ...space, pages: [] }, writer).raw(pages);
    else contentV1.SpaceTree.encode(space, writer);
    writer.join();
  }
  for (const id of message.omittedSpaceIds) writer.uint32(OMITTED_TAG).string(id);
  return writer;
}

const { methods } = contentV1.ContentReaderServiceDefinition;

/**
 * ContentReaderService's definition, GetSpaceTrees' answer encoded by encodeSpaceTrees (and
 * not copied by `fromPartial` first: its handler answers complete messages).
 */
export const contentReaderServiceDefinition = {
  ...contentV1.ContentReaderServiceDefinition,
  methods: {
    ...methods,
    getSpaceTrees: {
      ...methods.getSpaceTrees,
      responseType: { ...contentV1.GetSpaceTreesResponse, encode: encodeSpaceTrees, fromPartial: undefined },
    },
  },
} as unknown as typeof contentV1.ContentReaderServiceDefinition;
