import { z } from 'zod';
/** Titles: GitBook gives no limit; Quire's is the page title's (1..100). */
export declare const ZReusableContentTitle: z.ZodString;
