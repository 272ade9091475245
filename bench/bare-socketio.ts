import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

// The reference for the live board (bench/retro.ts), in a process of its own as the real server
// is: a bare socket.io server, no database, no checks, that puts every socket in one room,
// acknowledges each `add` and `like` and broadcasts it to the room. `node bare-socketio.ts
// coalesce` gathers the broadcasts of one event-loop turn into one `batch`, as the real server
// does; without it, one message per operation. Sends its address over IPC once listening.

const coalesce = process.argv.includes('coalesce');
const http = createServer();
const bare = new Server(http, { serveClient: false });
let gathered: { event: string; payload: unknown }[] = [];

function broadcast(event: string, payload: unknown): void {
  if (!coalesce) {
    bare.to('room').emit(event, payload);
    return;
  }
  if (gathered.length === 0) {
    setImmediate(() => {
      const events = gathered;
      gathered = [];
      bare.to('room').emit('batch', { events });
    });
  }
  gathered.push({ event, payload });
}

bare.on('connection', (socket) => {
  void socket.join('room');
  socket.on('like', (payload: { cardId: string }, reply: (ack: unknown) => void) => {
    reply({ ok: true, liked: true });
    broadcast('liked', { cardId: payload.cardId, participantId: socket.id, liked: true });
  });
  socket.on('add', (payload: { columnId: string; text: string }, reply: (ack: unknown) => void) => {
    const card = { id: randomUUID(), columnId: payload.columnId, text: payload.text };
    reply({ ok: true, card });
    broadcast('added', { card });
  });
});

http.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` });
});
process.once('SIGTERM', () => {
  void bare.close().then(() => process.exit(0));
});
