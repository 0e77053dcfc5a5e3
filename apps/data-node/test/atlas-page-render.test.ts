import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { siteNamed } from './helpers.js';

// The ATLAS page as a browser shows it: Debian's Chromium (the one the stories and e2e use, see
// .storybook/chromium.ts) loads /atlas#/… from the node and prints the DOM once the page's calls
// to the node's WebAPI have answered.

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Lets the page's fetches finish before the DOM is printed.
  '--virtual-time-budget=10000',
  '--dump-dom',
];

const origin = () => new URL(siteNamed('hanbit_cdm').webapi).origin;

async function rendered(hash: string) {
  const { stdout } = await promisify(execFile)(chromium, [...args, `${origin()}/atlas/${hash}`], {
    timeout: 45_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(stdout)?.[1] ?? '';
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return {
    dom: stdout,
    main,
    text: text(main),
    header: text(/<header\b[\s\S]*?<\/header>/.exec(stdout)?.[0] ?? ''),
  };
}

describe('the ATLAS page in Chromium', () => {
  it('shows a concept with its Korean name, fields and related concepts as links', async () => {
    const page = await rendered('#/concept/192671');
    expect(page.header).toContain('한빛대학교병원 CDM · 읽기 전용 ATLAS');
    expect(page.header).toContain('전체 ATLAS가 아니라');
    expect(page.main).toMatch(/<h2[^>]*>Gastrointestinal hemorrhage<\/h2>/);
    for (const part of [
      '개념 ID 192671',
      '한국어 이름 위장관 출혈',
      '도메인 Condition',
      '어휘 SNOMED',
      '개념 분류 Clinical Finding',
      '코드 74474003',
      '표준 여부 표준 (Standard)',
      '유효 기간 1970-01-01 ~ 2099-12-31',
    ])
      expect(page.text).toContain(part);
    expect(page.main).toContain('<a href="#/concept/35208414">Gastrointestinal hemorrhage, unspecified</a>');
    expect(page.text).toContain('Standard to Non-standard map (OMOP)');
  });

  it('says a missing concept is not found', async () => {
    const page = await rendered('#/concept/42');
    expect(page.main).toMatch(/<h2[^>]*>개념을 찾을 수 없습니다<\/h2>/);
    expect(page.text).toContain('개념 ID 42인 개념이 없습니다');
  });

  it('searches, listing each row as a link and nothing else', async () => {
    const page = await rendered(`#/search/${encodeURIComponent('위장관')}`);
    expect(page.main).toMatch(/<h2[^>]*>‘위장관’ 검색 결과<\/h2>/);
    expect(page.main).toContain('<a href="#/concept/192671">Gastrointestinal hemorrhage</a>');
    expect(page.text).not.toMatch(/\b(null|undefined)\b/);
  });

  it('shows markup in the address as text, never as elements', async () => {
    const page = await rendered(`#/search/${encodeURIComponent('<img src=x onerror=alert(1)><b>굵게</b>')}`);
    expect(page.main).toContain('‘&lt;img src=x onerror=alert(1)&gt;&lt;b&gt;굵게&lt;/b&gt;’ 검색 결과');
    expect(page.main).not.toMatch(/<img|<b>/);
    expect(page.text).toContain('맞는 개념이 없습니다');
  });
});
