"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.contentReaderServiceDefinition = void 0;
exports.encodePages = encodePages;
exports.encodeSpaceTrees = encodeSpaceTrees;
const proto_1 = require("@quire/proto");
/** A writer of the generated code's kind, empty (no dependency on the protobuf runtime of our own). */
const newWriter = () => proto_1.contentV1.GetSpaceTreesResponse.encode({ spaces: [], omittedSpaceIds: [] });
/** Field 5 of SpaceTree (`pages`), length-delimited: tag (5 << 3) | 2. */
const PAGES_TAG = 42;
/** Fields 1 (`spaces`) and 2 (`omitted_space_ids`) of GetSpaceTreesResponse. */
const SPACES_TAG = 10;
const OMITTED_TAG = 18;
const encodedPages = new WeakMap();
/** Encodes the pages of a tree (each as SpaceTree's field 5) and keeps the bytes for every answer naming this array. */
function encodePages(pages) {
    const writer = newWriter();
    for (const page of pages)
        proto_1.contentV1.TreePage.encode(page, writer.uint32(PAGES_TAG).fork()).join();
    const bytes = writer.finish();
    encodedPages.set(pages, bytes);
    return bytes;
}
/** GetSpaceTreesResponse's encoding, with the kept bytes of each tree's pages. */
function encodeSpaceTrees(message, writer = newWriter()) {
    for (const space of message.spaces) {
        const pages = encodedPages.get(space.pages);
        writer.uint32(SPACES_TAG).fork();
        if (pages)
            proto_1.contentV1.SpaceTree.encode({ ...space, pages: [] }, writer).raw(pages);
        else
            proto_1.contentV1.SpaceTree.encode(space, writer);
        writer.join();
    }
    for (const id of message.omittedSpaceIds)
        writer.uint32(OMITTED_TAG).string(id);
    return writer;
}
const { methods } = proto_1.contentV1.ContentReaderServiceDefinition;
/**
 * ContentReaderService's definition, GetSpaceTrees' answer encoded by encodeSpaceTrees (and
 * not copied by `fromPartial` first: its handler answers complete messages).
 */
exports.contentReaderServiceDefinition = {
    ...proto_1.contentV1.ContentReaderServiceDefinition,
    methods: {
        ...methods,
        getSpaceTrees: {
            ...methods.getSpaceTrees,
            responseType: { ...proto_1.contentV1.GetSpaceTreesResponse, encode: encodeSpaceTrees, fromPartial: undefined },
        },
    },
};
//# sourceMappingURL=wire.js.map