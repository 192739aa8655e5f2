/**
 * A loopback TCP relay between an API process and PostgreSQL that records the statements the API sends,
 * with their bound values, by reading the frontend messages of the wire protocol (Parse, Bind, Query). It
 * lets the benchmark count the queries of each call and EXPLAIN exactly what ran, without touching the API.
 * Only the explain pass uses it; the measured runs talk to PostgreSQL directly.
 */
import net from 'node:net';

export interface Statement {
  text: string;
  values: (string | null)[];
}

export interface QueryRecorder {
  port: number;
  /** Every statement since the last take(), in the order they were sent. */
  take(): Statement[];
  close(): Promise<void>;
}

const cstring = (buffer: Buffer, offset: number): [string, number] => {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString('utf8', offset, end), end + 1];
};

/** Reads one connection's frontend messages: the untyped startup message, then type byte + length + body. */
function frontendParser(record: (statement: Statement) => void) {
  let pending = Buffer.alloc(0);
  let started = false;
  const prepared = new Map<string, string>();

  function onMessage(type: string, body: Buffer): void {
    if (type === 'Q') {
      record({ text: cstring(body, 0)[0], values: [] });
    } else if (type === 'P') {
      const [name, next] = cstring(body, 0);
      prepared.set(name, cstring(body, next)[0]);
    } else if (type === 'B') {
      let offset = cstring(body, 0)[1];
      const [statementName, afterName] = cstring(body, offset);
      offset = afterName;
      const formatCount = body.readInt16BE(offset);
      offset += 2 + formatCount * 2;
      const valueCount = body.readInt16BE(offset);
      offset += 2;
      const values: (string | null)[] = [];
      for (let index = 0; index < valueCount; index += 1) {
        const length = body.readInt32BE(offset);
        offset += 4;
        values.push(length < 0 ? null : body.toString('utf8', offset, offset + length));
        offset += Math.max(length, 0);
      }
      record({ text: prepared.get(statementName) ?? '', values });
    }
  }

  return (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (!started) {
        if (pending.length < 4) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        pending = pending.subarray(length);
        started = true;
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      onMessage(String.fromCharCode(pending[0] ?? 0), pending.subarray(5, 1 + length));
      pending = pending.subarray(1 + length);
    }
  };
}

export async function startQueryRecorder(upstream: { host: string; port: number }): Promise<QueryRecorder> {
  let statements: Statement[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const database = net.connect(upstream);
    sockets.add(client).add(database);
    const parse = frontendParser((statement) => statements.push(statement));
    client.on('data', (chunk: Buffer) => {
      parse(chunk);
      database.write(chunk);
    });
    database.pipe(client);
    const end = () => {
      client.destroy();
      database.destroy();
      sockets.delete(client);
      sockets.delete(database);
    };
    client.on('close', end).on('error', end);
    database.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The query recorder has no port.');
  return {
    port: address.port,
    take() {
      const taken = statements;
      statements = [];
      return taken;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
