import { type Principal } from '@quire/shared';
import type { ContentContext } from '../context';
export type PdfRequest = {
    spaceId: string;
    changeRequestId?: string;
    only?: boolean;
    page?: string;
};
/**
 * The signed URL of the PDF of a space's main content or of a change request (rendered when
 * fetched, from the revision current now), valid for an hour. `only` with `page` restricts
 * it to that page, which must exist.
 */
export declare function pdfUrlFor(ctx: ContentContext, principal: Principal, request: PdfRequest): Promise<string>;
