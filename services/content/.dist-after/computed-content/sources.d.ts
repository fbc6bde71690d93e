import { z } from 'zod';
export declare const OPENAPI_SOURCE = "builtin:openapi";
/** "Seed to use for the generation of IDs": any string; Quire's limit is 1024 characters. */
export declare const ZSeed: z.ZodString;
declare const ZOpenAPIDocumentSource: z.ZodObject<{
    type: z.ZodLiteral<"builtin:openapi">;
    dependencies: z.ZodObject<{
        spec: z.ZodObject<{
            ref: z.ZodObject<{
                kind: z.ZodLiteral<"openapi">;
                spec: z.ZodString;
            }, z.core.$strip>;
            value: z.ZodOptional<z.ZodUnknown>;
        }, z.core.$strip>;
    }, z.core.$strip>;
    props: z.ZodUnion<readonly [z.ZodObject<{
        doc: z.ZodLiteral<"models">;
    }, z.core.$strip>, z.ZodObject<{
        doc: z.ZodEnum<{
            info: "info";
            operations: "operations";
        }>;
        page: z.ZodString;
    }, z.core.$strip>]>;
}, z.core.$strip>;
declare const ZOpenAPIRevisionSource: z.ZodObject<{
    type: z.ZodLiteral<"builtin:openapi">;
    dependencies: z.ZodObject<{
        spec: z.ZodObject<{
            ref: z.ZodObject<{
                kind: z.ZodLiteral<"openapi">;
                spec: z.ZodString;
            }, z.core.$strip>;
            value: z.ZodOptional<z.ZodUnknown>;
        }, z.core.$strip>;
    }, z.core.$strip>;
    props: z.ZodObject<{
        models: z.ZodBoolean;
    }, z.core.$strip>;
}, z.core.$strip>;
export type OpenAPIDocumentSource = z.infer<typeof ZOpenAPIDocumentSource>;
export type OpenAPIRevisionSource = z.infer<typeof ZOpenAPIRevisionSource>;
export declare function parseDocumentSource(source: unknown): OpenAPIDocumentSource;
export declare function parseRevisionSource(source: unknown): OpenAPIRevisionSource;
export {};
