/**
 * Event-stream clients in their own process, so the service's memory is its
 * own. Opens streams when asked and counts the event frames they receive.
 */
import http from 'node:http';

const open: http.ClientRequest[] = [];
let frames = 0;
let ends = 0;

function connect(url: string, key: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          frames += chunk.split('\nid: ').length - 1;
          if (chunk.includes('event: end')) ends++;
        });
        res.on('error', () => undefined);
        resolve();
      },
    );
    req.on('error', reject);
    open.push(req);
  });
}

process.on('message', async (m: { open?: Array<{ url: string; key: string }>; close?: boolean; count?: boolean }) => {
  if (m.open) {
    for (let i = 0; i < m.open.length; i += 50)
      await Promise.all(m.open.slice(i, i + 50).map((s) => connect(s.url, s.key)));
    process.send!({ opened: open.length });
  }
  if (m.count) process.send!({ frames, ends });
  if (m.close) {
    for (const req of open.splice(0)) req.destroy();
    frames = 0;
    process.send!({ closed: true });
  }
});
process.send!({ ready: true });
