/** What a level on a space allows with its links. */
export declare const linkRules: {
    readonly list: "read";
};
