import { contentV1 } from '@quire/proto';
import { z } from 'zod';
/** Stored as GitBook's JSON ("MergeRulesSpaceConfiguration"). */
export declare const ZStoredMergeRules: z.ZodObject<{
    type: z.ZodEnum<{
        inherit: "inherit";
        none: "none";
        rules: "rules";
    }>;
    rules: z.ZodOptional<z.ZodArray<z.ZodObject<{
        rule: z.ZodString;
        users: z.ZodOptional<z.ZodArray<z.ZodString>>;
        expression: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
export type StoredMergeRules = z.infer<typeof ZStoredMergeRules>;
export declare function presentMergeRules(stored: unknown): contentV1.MergeRulesConfiguration;
/** The JSON to store for a request's merge rules; undefined when the request has none. */
export declare function mergeRulesFromRequest(request: {
    type: number;
    rules: {
        rule: number;
        users: string[];
        expression?: string;
    }[];
} | undefined): StoredMergeRules | undefined;
