"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PAGE_FIELDS = void 0;
exports.changedPageFields = changedPageFields;
const equality_1 = require("./equality");
const same = (a, b) => a === b;
exports.PAGE_FIELDS = {
    kind: { class: 'property', equal: same },
    parentId: { class: 'moved', equal: same },
    position: { class: 'moved', equal: same },
    title: { class: 'renamed', equal: same },
    slug: { class: 'renamed', equal: same },
    emoji: { class: 'property', equal: same },
    icon: { class: 'property', equal: same },
    description: { class: 'property', equal: same },
    hidden: { class: 'property', equal: same },
    sourceKey: { class: 'property', equal: same },
    layout: { class: 'property', equal: equality_1.jsonEqual },
    target: { class: 'property', equal: equality_1.jsonEqual },
    git: { class: 'property', equal: (a, b) => (0, equality_1.gitEqual)(a, b) },
    bodyHash: { class: 'content', equal: same },
    // A computed page's source is what its pages are made of.
    computed: { class: 'content', equal: equality_1.jsonEqual },
    computedBy: { class: 'property', equal: same },
    createdAt: { class: 'time', equal: same },
    updatedAt: { class: 'time', equal: same },
};
const FIELD_NAMES = Object.keys(exports.PAGE_FIELDS);
/** The fields of a page that differ between two of its entries (none for the same object). */
function changedPageFields(before, after) {
    if (before === after)
        return [];
    return FIELD_NAMES.filter((field) => !exports.PAGE_FIELDS[field].equal(before[field], after[field]));
}
//# sourceMappingURL=page-fields.js.map