import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { databaseOfJdbc, expandCallback } from '../src/engine/request.js';

describe('configuration', () => {
  it('runs one site on the sample by default: ports 8888 and 8889, loopback, ./.data/data-node', () => {
    const config = readConfig({}, '/srv/node');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      demo: false,
      dataDir: path.resolve('/srv/node/.data/data-node'),
      minCellCount: 5,
      rounding: null,
      releaseUnchecked: true,
      heldDays: 90,
      statementTimeoutMs: 60_000,
      statusIntervalMs: 10_000,
    });
    expect(config.sites).toEqual([
      {
        database: 'gibleed',
        sourceKey: 'GIBLEED',
        sourceName: 'GiBleed 표본 CDM',
        enginePort: 8888,
        webapiPort: 8889,
        pgPort: null,
        schemas: { cdm: 'cdm', vocabulary: 'cdm', results: 'results' },
        source: { kind: 'sample', sample: 'gibleed', persons: 'all' },
      },
    ]);
  });

  it("serves a hospital's own PostgreSQL, named after the URL's database unless told", () => {
    const config = readConfig({
      DATA_NODE_DATABASE_URL: 'postgres://reader:secret@10.0.0.5:5432/snuh_cdm',
      DATA_NODE_CDM_SCHEMA: 'cdm54',
      DATA_NODE_VOCABULARY_SCHEMA: 'vocab',
      DATA_NODE_SOURCE_NAME: '서울 CDM',
      DATA_NODE_ENGINE_PORT: '9000',
    });
    expect(config.sites[0]).toMatchObject({
      database: 'snuh_cdm',
      sourceKey: 'SNUH_CDM',
      sourceName: '서울 CDM',
      enginePort: 9000,
      schemas: { cdm: 'cdm54', vocabulary: 'vocab', results: 'results' },
      source: { kind: 'postgres', url: 'postgres://reader:secret@10.0.0.5:5432/snuh_cdm' },
    });
  });

  it('runs the seven demo hospitals on consecutive ports from the bases', () => {
    const config = readConfig({ DATA_NODE_DEMO: '1', DATA_NODE_DATA_DIR: 'memory://' });
    expect(config.dataDir).toBe('memory://');
    expect(config.sites.map((s) => [s.database, s.sourceKey, s.enginePort, s.webapiPort])).toEqual([
      ['hanbit_cdm', 'HANBIT_CDM', 17101, 17201],
      ['sjmc_cdm', 'SJMC_CDM', 17102, 17202],
      ['haeorum_cdm', 'HAEORUM_CDM', 17103, 17203],
      ['cheongsol_cdm', 'CHEONGSOL_CDM', 17104, 17204],
      ['mudeung_cdm', 'MUDEUNG_CDM', 17105, 17205],
      ['halla_cdm', 'HALLA_CDM', 17106, 17206],
      ['gangwon_cdm', 'GANGWON_CDM', 17107, 17207],
    ]);
    // Six share GiBleed by person; the seventh holds the whole Synthea sample (CDM v5.4).
    expect(config.sites.map((s) => s.source)).toEqual([
      ...[0, 1, 2, 3, 4, 5].map((i) => ({ kind: 'sample', sample: 'gibleed', persons: { demoSite: i } })),
      { kind: 'sample', sample: 'synthea27nj', persons: 'all' },
    ]);
    expect(config.sites[6]!.sourceName).toBe('강원솔내병원 CDM');
    // The PostgreSQL wire ports: base 17301 + i (DATA_NODE_PG_PORT_BASE; 0 = free ports).
    expect(config.sites.map((s) => s.pgPort)).toEqual([17301, 17302, 17303, 17304, 17305, 17306, 17307]);
    const free = readConfig({ DATA_NODE_DEMO: '1', DATA_NODE_PG_PORT_BASE: '0' });
    expect(free.sites.map((s) => s.pgPort)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // Unset, it follows an engine base of 0 (a harness asking for free ports gets them here too).
    const harness = readConfig({ DATA_NODE_DEMO: '1', DATA_NODE_ENGINE_PORT_BASE: '0' });
    expect(harness.sites.map((s) => s.pgPort)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // One site: no wire port unless DATA_NODE_PG_PORT asks, and never over a hospital's own PostgreSQL.
    expect(readConfig({}).sites[0]!.pgPort).toBeNull();
    expect(readConfig({ DATA_NODE_PG_PORT: '15432' }).sites[0]!.pgPort).toBe(15432);
    expect(
      readConfig({ DATA_NODE_PG_PORT: '15432', DATA_NODE_DATABASE_URL: 'postgres://u:p@h:5432/db' }).sites[0]!
        .pgPort,
    ).toBeNull();
  });

  it('reads the disclosure settings: minimum cell count, rounding, release of unchecked files, retention', () => {
    expect(
      readConfig({
        DATA_NODE_MIN_CELL_COUNT: '11',
        DATA_NODE_ROUNDING: '5',
        DATA_NODE_RELEASE_UNCHECKED: '0',
        DATA_NODE_HELD_DAYS: '30',
      }),
    ).toMatchObject({ minCellCount: 11, rounding: 5, releaseUnchecked: false, heldDays: 30 });
  });

  it('refuses values it cannot use, in Korean', () => {
    expect(() => readConfig({ DATA_NODE_MIN_CELL_COUNT: 'five' })).toThrow('DATA_NODE_MIN_CELL_COUNT');
    // Below 2 a "minimum" hides nothing: every count of one person would leave.
    expect(() => readConfig({ DATA_NODE_MIN_CELL_COUNT: '1' })).toThrow('2 이상의 정수');
    expect(() => readConfig({ DATA_NODE_ROUNDING: '10' })).toThrow('비워 두거나 5여야 합니다');
    expect(() => readConfig({ DATA_NODE_RELEASE_UNCHECKED: 'maybe' })).toThrow('DATA_NODE_RELEASE_UNCHECKED');
    expect(() => readConfig({ DATA_NODE_HELD_DAYS: '0' })).toThrow('DATA_NODE_HELD_DAYS');
    expect(() => readConfig({ DATA_NODE_CDM_SCHEMA: 'cdm; drop' })).toThrow('스키마 이름');
  });
});

describe('protocol details', () => {
  it('reads the database of a JDBC address', () => {
    expect(databaseOfJdbc('jdbc:postgresql://db.example:5432/hanbit_cdm')).toBe('hanbit_cdm');
    expect(databaseOfJdbc('jdbc:postgresql://db.example/hanbit_cdm?ssl=true&user=x')).toBe('hanbit_cdm');
    expect(databaseOfJdbc('jdbc:postgresql://db.example:5432/')).toBeUndefined();
    expect(databaseOfJdbc('postgres://db/x')).toBeUndefined();
  });

  it('expands {id} and {password} in callback addresses', () => {
    expect(expandCallback('http://p/api/v1/engine-callbacks/{id}/status/{password}', 12, 'ab cd')).toBe(
      'http://p/api/v1/engine-callbacks/12/status/ab%20cd',
    );
  });
});
