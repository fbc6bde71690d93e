/** What a level on a space allows with its revisions. */
export declare const revisionRules: {
    readonly view: "read";
};
