import { z } from 'zod';
/** GitBook "ContentRef": unknown members are dropped; ids and URLs bounded. */
export declare const ZContentRef: z.ZodDiscriminatedUnion<[z.ZodObject<{
    kind: z.ZodLiteral<"file">;
    file: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"url">;
    url: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"page">;
    page: z.ZodString;
    space: z.ZodOptional<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"anchor">;
    anchor: z.ZodString;
    space: z.ZodOptional<z.ZodString>;
    page: z.ZodOptional<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"user">;
    user: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"collection">;
    collection: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"space">;
    space: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"reusable-content">;
    reusableContent: z.ZodString;
    space: z.ZodOptional<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"openapi">;
    spec: z.ZodString;
}, z.core.$strip>], "kind">;
export type ContentRef = z.infer<typeof ZContentRef>;
