"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.diffDocuments = diffDocuments;
const node_diff3_1 = require("node-diff3");
const withoutEditorKeys = (name, value) => (name === 'key' ? undefined : value);
/**
 * A node's JSON without the editor's `key` at any level: equal blocks, equal text. Members keep
 * their order: the documents compared are parsed from stored Markdown by one parser, which
 * writes them in one order (and native JSON is what keeps a 100-page diff fast).
 */
const fingerprint = (value) => JSON.stringify(value, withoutEditorKeys) ?? 'null';
const blocksOf = (node) => Array.isArray(node.nodes) ? node.nodes.filter((child) => typeof child === 'object' && child !== null) : [];
/** A block whose children are blocks (not text or inlines): its children are diffed one by one. */
const isContainer = (node) => {
    const children = blocksOf(node);
    return children.length > 0 && children.every((child) => child.object === 'block');
};
/** The block without its children: what must be equal for its children to be diffed instead of the whole. */
const shellOf = (node) => fingerprint({ ...node, nodes: undefined });
const typeOf = (node) => (typeof node.type === 'string' ? node.type : String(node.object ?? 'node'));
/** Numbers fingerprints so that node-diff3 compares small integers. */
class FingerprintTable {
    numbers = new Map();
    number(print) {
        let n = this.numbers.get(print);
        if (n === undefined) {
            n = this.numbers.size;
            this.numbers.set(print, n);
        }
        return n;
    }
}
function diffLists(before, after, beforePath, afterPath, table, out) {
    const beforePrints = before.map(fingerprint);
    const afterPrints = after.map(fingerprint);
    const regions = (0, node_diff3_1.diffIndices)(beforePrints.map((p) => table.number(p)), afterPrints.map((p) => table.number(p)));
    for (const region of regions) {
        const [beforeStart, beforeLength] = region.buffer1;
        const [afterStart, afterLength] = region.buffer2;
        let i = 0;
        let j = 0;
        const removed = (index) => {
            const at = beforeStart + index;
            out.push({ change: 'removed', type: typeOf(before[at]), before: { path: [...beforePath, at], block: before[at] }, print: beforePrints[at] });
        };
        const added = (index) => {
            const at = afterStart + index;
            out.push({ change: 'added', type: typeOf(after[at]), after: { path: [...afterPath, at], block: after[at] }, print: afterPrints[at] });
        };
        // Within a changed region, blocks of the same type in the same order are the same block
        // edited; a block whose type comes later on the other side was added or removed around it.
        while (i < beforeLength && j < afterLength) {
            const b = before[beforeStart + i];
            const a = after[afterStart + j];
            if (typeOf(b) === typeOf(a)) {
                const bPath = [...beforePath, beforeStart + i];
                const aPath = [...afterPath, afterStart + j];
                if (isContainer(b) && isContainer(a) && shellOf(b) === shellOf(a))
                    diffLists(blocksOf(b), blocksOf(a), bPath, aPath, table, out);
                else
                    out.push({ change: 'edited', type: typeOf(a), before: { path: bPath, block: b }, after: { path: aPath, block: a } });
                i++;
                j++;
                continue;
            }
            let later = false;
            for (let k = i + 1; k < beforeLength && !later; k++)
                later = typeOf(before[beforeStart + k]) === typeOf(a);
            if (later)
                removed(i++);
            else
                added(j++);
        }
        while (i < beforeLength)
            removed(i++);
        while (j < afterLength)
            added(j++);
    }
}
/**
 * The changed blocks between two documents, in document order (removals and additions where
 * they happen); a block removed in one place and the same block added in another is one
 * `moved` change.
 */
function diffDocuments(before, after) {
    const found = [];
    diffLists(blocksOf(before), blocksOf(after), [], [], new FingerprintTable(), found);
    const removedByPrint = new Map();
    for (const change of found) {
        if (change.change !== 'removed' || change.print === undefined)
            continue;
        const list = removedByPrint.get(change.print);
        if (list)
            list.push(change);
        else
            removedByPrint.set(change.print, [change]);
    }
    const movedAway = new Set();
    const changes = [];
    for (const change of found) {
        if (change.change === 'added' && change.print !== undefined) {
            const source = removedByPrint.get(change.print)?.shift();
            if (source) {
                movedAway.add(source);
                changes.push({ change: 'moved', type: change.type, before: source.before, after: change.after });
                continue;
            }
        }
        changes.push(change);
    }
    return changes.filter((change) => !movedAway.has(change)).map(({ change, type, before: b, after: a }) => ({ change, type, ...(b && { before: b }), ...(a && { after: a }) }));
}
//# sourceMappingURL=document-diff.js.map