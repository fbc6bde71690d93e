// rison-node ships no types: the part Quire uses (getSitePublishingPreviewById's `claims`).
declare module 'rison-node' {
  /** A Rison parser; `errorHandler` is called (once) with the message of a parse error. */
  export class parser {
    constructor(errorHandler: (message: string) => void);
    parse(rison: string): unknown;
    /** Records a parse error (the default implementation also prints it with console.log). */
    error(message: string): undefined;
    message: string | null;
  }
  export function decode(rison: string): unknown;
  export function encode(value: unknown): string;
}
