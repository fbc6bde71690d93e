/** Exporting shows the content, so reading it is enough. */
export declare const exportRules: {
    readonly view: "read";
};
