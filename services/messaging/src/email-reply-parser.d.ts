// email-reply-parser ships no types; messaging uses its one documented call.
declare module 'email-reply-parser' {
  interface ParsedEmail {
    getVisibleText(): string;
  }
  export default class EmailReplyParser {
    read(text: string): ParsedEmail;
  }
}
