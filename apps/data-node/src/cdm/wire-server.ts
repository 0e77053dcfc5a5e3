import { createServer, type Server, type Socket } from 'node:net';
import { wireMessages as m } from '../messages.ko.js';
import type { PgliteSiteDatabase } from './pglite-site.js';

// A demo site's CDM over the PostgreSQL wire protocol (protocol 3.0), so that the platform's connection
// check (a `pg` client) reads its real figures. PGlite answers the messages itself (execProtocolRaw);
// this side does what a postmaster would: it answers SSLRequest with 'N' (no TLS), takes the startup
// message and says AuthenticationOk to any user and password (a demo: see README.md), refuses a
// database other than the site's, and hands the client's messages to the site's worker in batches that
// end with a Sync or a simple Query, so that no other request lands between an extended-protocol
// Parse and its Sync. A client's open transaction holds the site until it ends (pglite-worker.js).
//
// The session is read-only (default_transaction_read_only, set after loading); statements that
// would turn that off or take the session's transaction control away are refused here.

const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** A client idle this long is disconnected (its transaction rolled back): it must not hold the site. */
const IDLE_MS = 30_000;

/** Statements a client may not send here: they would make the session writable or end its safety. */
const REFUSED =
  /\bread\s+write\b|\btransaction_read_only\b|\bdefault_transaction_read_only\b|\bsession\s+characteristics\b|\breset\b|\bset_config\b|\bset\s+role\b|\bsession\s+authorization\b/i;

const int32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};

/** A backend message: type byte, length, body. */
const message = (type: string, body: Buffer) =>
  Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);

const cstring = (text: string) => Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from([0])]);

function errorResponse(severity: 'ERROR' | 'FATAL', code: string, text: string) {
  return message(
    'E',
    Buffer.concat([
      Buffer.from('S'),
      cstring(severity),
      Buffer.from('V'),
      cstring(severity),
      Buffer.from('C'),
      cstring(code),
      Buffer.from('M'),
      cstring(text),
      Buffer.from([0]),
    ]),
  );
}

const readyForQuery = message('Z', Buffer.from('I'));

/** The startup message's parameters (user, database, …). */
function startupParameters(body: Buffer): Map<string, string> {
  const parts = body.toString('utf8', 8).split('\0');
  const parameters = new Map<string, string>();
  for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i]) parameters.set(parts[i]!, parts[i + 1]!);
  return parameters;
}

/** The SQL texts a batch carries (simple Query, and Parse of the extended protocol). */
function statementsOf(messages: Buffer[]): string[] {
  const texts: string[] = [];
  for (const msg of messages) {
    const type = String.fromCharCode(msg[0]!);
    if (type === 'Q') texts.push(msg.toString('utf8', 5, msg.length - 1));
    if (type === 'P') {
      const nameEnd = msg.indexOf(0, 5);
      texts.push(msg.toString('utf8', nameEnd + 1, msg.indexOf(0, nameEnd + 1)));
    }
  }
  return texts;
}

let nextConnection = 1;

interface Options {
  database: string;
  serverVersion: string;
}

function serve(socket: Socket, db: PgliteSiteDatabase, options: Options) {
  const connection = nextConnection++;
  let buffer = Buffer.alloc(0);
  let started = false;
  let batch: Buffer[] = [];
  let chain = Promise.resolve();
  socket.setNoDelay(true);
  socket.setTimeout(IDLE_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    chain = chain.then(() => db.disconnect(connection));
  });

  const send = (bytes: Buffer | Uint8Array) => {
    if (socket.writable) socket.write(bytes);
  };

  const startup = (body: Buffer) => {
    const parameters = startupParameters(body);
    const database = parameters.get('database') ?? parameters.get('user') ?? '';
    if (database !== options.database) {
      send(errorResponse('FATAL', '3D000', m.noDatabase(database)));
      socket.end();
      return;
    }
    started = true;
    const status = (name: string, value: string) =>
      send(message('S', Buffer.concat([cstring(name), cstring(value)])));
    send(message('R', int32(0)));
    status('server_version', options.serverVersion);
    status('server_encoding', 'UTF8');
    status('client_encoding', 'UTF8');
    status('DateStyle', 'ISO, MDY');
    status('integer_datetimes', 'on');
    status('standard_conforming_strings', 'on');
    status('TimeZone', 'UTC');
    status('application_name', parameters.get('application_name') ?? '');
    send(message('K', Buffer.concat([int32(connection), int32(0)])));
    send(readyForQuery);
  };

  /** Sends a finished batch to the site, in order with the connection's earlier ones. */
  const flush = () => {
    const messages = batch;
    batch = [];
    chain = chain.then(async () => {
      const refused = statementsOf(messages).find((text) => REFUSED.test(text));
      if (refused !== undefined) {
        send(errorResponse('ERROR', '25006', m.refused));
        send(readyForQuery);
        return;
      }
      try {
        send(await db.protocol(connection, Buffer.concat(messages)));
      } catch {
        // The site's worker ended (a stopped run) or closed: this session is gone.
        send(errorResponse('FATAL', '57P01', m.sessionGone));
        socket.destroy();
      }
    });
  };

  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        const body = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSS_REQUEST) send(Buffer.from('N'));
        else if (code === PROTOCOL_3) startup(body);
        else {
          // A CancelRequest (PGlite cannot cancel) or a protocol we do not speak.
          if (code !== CANCEL_REQUEST) send(errorResponse('FATAL', '08P01', m.unsupportedProtocol));
          socket.end();
          return;
        }
        continue;
      }
      if (buffer.length < 5) return;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) return;
      const msg = Buffer.from(buffer.subarray(0, length));
      buffer = buffer.subarray(length);
      const type = String.fromCharCode(msg[0]!);
      if (type === 'X') {
        socket.end();
        return;
      }
      batch.push(msg);
      if (type === 'S' || type === 'Q' || type === 'H') flush();
    }
  });
}

export interface WireServer {
  port: number;
  /** Stops listening and ends every open connection (their transactions rolled back). */
  close(): Promise<void>;
}

/** Listens for a site's wire-protocol clients; resolves once listening. */
export async function startWireServer(
  db: PgliteSiteDatabase,
  options: { database: string; host: string; port: number },
): Promise<WireServer> {
  const version = await db.query('show server_version');
  const serverVersion = version.rows[0]?.[0] ?? '17';
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, db, { database: options.database, serverVersion });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
