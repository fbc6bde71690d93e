/** What a level on a space allows with its reusable contents (as with its pages). */
export declare const reusableContentRules: {
    readonly view: "read";
    readonly edit: "edit";
};
