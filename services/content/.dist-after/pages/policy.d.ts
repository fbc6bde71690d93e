/** What a level on a space allows with its pages (writes: see access/content-write.ts). */
export declare const pageRules: {
    readonly view: "read";
    readonly edit: "edit";
};
