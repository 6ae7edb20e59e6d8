/** The part of dns2 (no published types) the test DNS server uses. */
declare module 'dns2' {
  interface Question {
    name: string;
    type: number;
  }
  interface Answer {
    name: string;
    type: number;
    class: number;
    ttl: number;
    data?: string;
    /** An A record's IPv4 address. */
    address?: string;
  }
  interface DnsPacket {
    header: { rcode: number };
    questions: Question[];
    answers: Answer[];
  }
  interface UdpServer {
    listen(port: number, address: string): Promise<void>;
    /** The server is a dgram socket: where it is bound once listening. */
    address(): { port: number };
    close(callback: () => void): void;
  }
  const dns2: {
    Packet: {
      TYPE: { TXT: number; A: number };
      CLASS: { IN: number };
      createResponseFromRequest(request: DnsPacket): DnsPacket;
    };
    createUDPServer(
      handler: (request: DnsPacket, send: (response: DnsPacket) => Promise<unknown>) => void,
    ): UdpServer;
  };
  export default dns2;
}
