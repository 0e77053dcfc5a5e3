// BENCH_ROWS=n: posts announcements and resources through the API as the demo platform admin until
// each list holds n rows, so the endpoints answer as many rows as the bare envelope does (the demo seed
// has only a handful). Every announcement also notifies every other user, which fills the
// researcher's notifications.

/** Sends a request with the session cookie; throws on any refusal, so a fill never half-happens silently. */
async function call(url, cookie, init = {}) {
  const response = await fetch(url, { ...init, headers: { ...init.headers, cookie } });
  const body = await response.json();
  if (!response.ok || body.result !== true)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.content;
}

const paragraph = (n) =>
  `<p>부하 시험을 위해 등록한 ${n}번째 글입니다. 내용은 실제 공지와 비슷한 길이로 둡니다.</p>`;

export async function fillLists(url, adminCookie, rows) {
  const announcements = await call(`${url}/api/v1/announcements`, adminCookie);
  for (let n = announcements.length + 1; n <= rows; n++) {
    await call(`${url}/api/v1/announcements`, adminCookie, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: `2025년 정기 점검 안내 ${n}`, content: paragraph(n), popup: false }),
    });
  }
  const resources = await call(`${url}/api/v1/resources`, adminCookie);
  for (let n = resources.length + 1; n <= rows; n++) {
    const form = new FormData();
    form.set('title', `연구 신청 서식 ${n}`);
    form.set('content', paragraph(n));
    await call(`${url}/api/v1/resources`, adminCookie, { method: 'POST', body: form });
  }
}
