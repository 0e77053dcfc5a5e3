// The yardstick: a bare Fastify answering a 50-row envelope, as the CDMNet server would shape one, with
// nothing in front of it (no cookies, no session, no database). Its req/s in the same run is what the
// real endpoints are compared with. Started as its own process by api.mjs; listens on 127.0.0.1:PORT.
import Fastify from 'fastify';

const rows = Array.from({ length: 50 }, (_, index) => ({
  id: index + 1,
  title: `2025년 하반기 연구 데이터 플랫폼 정기 점검 안내 ${index + 1}`,
  popup: index % 7 === 0,
  authorName: '관리자',
  createdAt: new Date(Date.UTC(2025, 6, 1 + index)).toISOString(),
  updatedAt: new Date(Date.UTC(2025, 6, 2 + index)).toISOString(),
}));

const app = Fastify({ logger: false });
// Serialised on every request, like a handler's reply, rather than once: the comparison stays fair.
app.get('/envelope', (_request, reply) => reply.send({ result: true, code: 0, message: '', content: rows }));

const address = await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`bare fastify listening at ${address}`);
const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
