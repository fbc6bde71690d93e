/** What a level on a space allows with the changes of its revisions and change requests: reading them, as the content. */
export declare const semanticChangeRules: {
    readonly view: "read";
};
