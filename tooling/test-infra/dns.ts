/**
 * A real DNS server on loopback UDP (dns2) for the tests that resolve names: custom domains'
 * TXT verification and certificate probe, webhooks' check that a host is not internal. It
 * answers TXT and A questions from tables the test fills in and says NXDOMAIN for every other
 * name, as a real zone would.
 */
import dns2 from 'dns2';

export interface TestDnsServer {
  /** The TXT strings served at a name (lower case, no trailing dot). */
  txt: Map<string, string[]>;
  /** The IPv4 address served at a name (the certificate probe connects there). */
  a: Map<string, string>;
  /** Questions asked so far, e.g. `TXT _portico-verification.example.com`. */
  asked: string[];
  /** `127.0.0.1:<port>`, as the services' DNS server settings take it. */
  server: string;
  close(): Promise<void>;
}

const NXDOMAIN = 3;

/** Listens on `port` (0: a free one); `a` fills the A table (name → IPv4) from the start. */
export async function startDnsServer(
  port = 0,
  a: Record<string, string> = {},
): Promise<TestDnsServer> {
  const { Packet } = dns2;
  const txt = new Map<string, string[]>();
  const aTable = new Map(Object.entries(a));
  const asked: string[] = [];
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    for (const question of request.questions) {
      const name = question.name.toLowerCase().replace(/\.$/, '');
      if (question.type === Packet.TYPE.A) {
        asked.push(`A ${name}`);
        const address = aTable.get(name);
        if (!address) response.header.rcode = NXDOMAIN;
        else
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.A,
            class: Packet.CLASS.IN,
            ttl: 1,
            address,
          });
        continue;
      }
      asked.push(`TXT ${name}`);
      const values = question.type === Packet.TYPE.TXT ? txt.get(name) : undefined;
      if (!values) {
        response.header.rcode = NXDOMAIN;
        continue;
      }
      for (const data of values) {
        response.answers.push({
          name: question.name,
          type: Packet.TYPE.TXT,
          class: Packet.CLASS.IN,
          ttl: 1,
          data,
        });
      }
    }
    void send(response);
  });
  await server.listen(port, '127.0.0.1');
  return {
    txt,
    a: aTable,
    asked,
    server: `127.0.0.1:${String(server.address().port)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
