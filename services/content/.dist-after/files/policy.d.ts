/** What a level on a space allows with its files (writes: see access/content-write.ts). */
export declare const fileRules: {
    readonly view: "read";
    readonly edit: "edit";
};
