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
/** Encodes the pages of a tree (each as SpaceTree's field 5) and keeps the bytes for every answer naming this array. */
export declare function encodePages(pages: readonly contentV1.TreePage[]): Uint8Array;
/** GetSpaceTreesResponse's encoding, with the kept bytes of each tree's pages. */
export declare function encodeSpaceTrees(message: contentV1.GetSpaceTreesResponse, writer?: Writer): Writer;
/**
 * ContentReaderService's definition, GetSpaceTrees' answer encoded by encodeSpaceTrees (and
 * not copied by `fromPartial` first: its handler answers complete messages).
 */
export declare const contentReaderServiceDefinition: typeof contentV1.ContentReaderServiceDefinition;
export {};
