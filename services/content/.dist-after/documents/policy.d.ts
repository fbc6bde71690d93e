/** What a level on a space allows with its documents (the bodies of its pages). */
export declare const documentRules: {
    readonly view: "read";
};
