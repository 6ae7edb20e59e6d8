// mailparser comes with maildev (the local mail catcher) and has no type package here; the
// tests use only simpleParser's plain fields.
declare module 'mailparser' {
  interface AddressObject {
    text: string;
  }
  export interface ParsedMail {
    to?: AddressObject | AddressObject[];
    subject?: string;
    text?: string;
    html?: string | false;
    messageId?: string;
  }
  export function simpleParser(
    source: NodeJS.ReadableStream | Buffer | string,
  ): Promise<ParsedMail>;
}
