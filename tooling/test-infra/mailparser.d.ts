// mailparser comes with maildev (the local mail catcher) and has no type package here; the
// tests use only simpleParser's plain fields.
declare module 'mailparser' {
  interface AddressObject {
    text: string;
    value: { name: string; address?: string }[];
  }
  export interface ParsedMail {
    to?: AddressObject | AddressObject[];
    from?: AddressObject;
    replyTo?: AddressObject;
    subject?: string;
    text?: string;
    html?: string | false;
    messageId?: string;
    headers: Map<string, unknown>;
  }
  export function simpleParser(
    source: NodeJS.ReadableStream | Buffer | string,
  ): Promise<ParsedMail>;
}
