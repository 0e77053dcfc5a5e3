import type { SampleName } from './sample.js';

/**
 * The demo's seven hospitals (the platform's demo organisations, in their order; names copied, not
 * imported: the data node shares no code with the platform). The first six share the GiBleed sample
 * by person (DEMO_SHARES); the seventh holds the whole Synthea27Nj sample, a CDM v5.4 with its own
 * vocabulary, so that a network search meets different vocabularies and versions as a real one does.
 */
export const DEMO_SITES: readonly {
  database: string;
  sourceKey: string;
  sourceName: string;
  sample: SampleName;
}[] = [
  { database: 'hanbit_cdm', sourceKey: 'HANBIT_CDM', sourceName: '한빛대학교병원 CDM', sample: 'gibleed' },
  { database: 'sjmc_cdm', sourceKey: 'SJMC_CDM', sourceName: '서울중앙의료원 CDM', sample: 'gibleed' },
  { database: 'haeorum_cdm', sourceKey: 'HAEORUM_CDM', sourceName: '부산해오름병원 CDM', sample: 'gibleed' },
  {
    database: 'cheongsol_cdm',
    sourceKey: 'CHEONGSOL_CDM',
    sourceName: '대구청솔병원 CDM',
    sample: 'gibleed',
  },
  { database: 'mudeung_cdm', sourceKey: 'MUDEUNG_CDM', sourceName: '광주무등의료원 CDM', sample: 'gibleed' },
  { database: 'halla_cdm', sourceKey: 'HALLA_CDM', sourceName: '제주한라병원 CDM', sample: 'gibleed' },
  {
    database: 'gangwon_cdm',
    sourceKey: 'GANGWON_CDM',
    sourceName: '강원솔내병원 CDM',
    sample: 'synthea27nj',
  },
];

/**
 * Each GiBleed demo hospital's share of the sample's persons (the first six sites, in order). The platform computes its CDM figures with the
 * same rule, so both must stay exactly this: persons in person_id order, cut into consecutive runs;
 * run i holds Math.round(share × total) persons counted from where run i−1 ended; the last run takes
 * the remainder.
 */
export const DEMO_SHARES = [0.3, 0.22, 0.16, 0.13, 0.11, 0.08] as const;

/** The half-open index ranges [from, to) of the persons (sorted by person_id) of each demo site. */
export function demoRanges(total: number): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  let start = 0;
  DEMO_SHARES.forEach((share, index) => {
    const end = index === DEMO_SHARES.length - 1 ? total : start + Math.round(share * total);
    ranges.push({ from: start, to: end });
    start = end;
  });
  return ranges;
}
