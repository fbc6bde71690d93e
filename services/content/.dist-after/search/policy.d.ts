/** What a level on a space allows with its search. */
export declare const searchRules: {
    readonly search: "read";
};
