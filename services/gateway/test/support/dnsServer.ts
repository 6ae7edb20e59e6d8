/**
 * A real DNS server on loopback UDP for the domain tests (dns2): it answers TXT questions from
 * a table the test fills in and says NXDOMAIN for every other name, as a real zone would.
 */
import dns2 from 'dns2';

export interface TestDnsServer {
  /** The TXT strings served at a name (lower case, no trailing dot). */
  txt: Map<string, string[]>;
  /** Questions asked so far, e.g. `TXT _portico-verification.example.com`. */
  asked: string[];
  close(): Promise<void>;
}

const NXDOMAIN = 3;

export async function startDnsServer(port: number): Promise<TestDnsServer> {
  const { Packet } = dns2;
  const txt = new Map<string, string[]>();
  const asked: string[] = [];
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    for (const question of request.questions) {
      const name = question.name.toLowerCase().replace(/\.$/, '');
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
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
