import { describe, expect, it } from 'vitest';
import { maskCsv, parseCsv } from '../src/services/result-release.js';

// The platform's own disclosure check before results leave or are combined (domain.md: checked again
// before delivery), on CSVs as engines write them.

describe('masking small counts again', () => {
  it('masks counts from 1 to 4 in count columns only, keeps zero and large counts', () => {
    const { text, masked } = maskCsv('age_group,persons,year\n0-9,3,2004\n10-19,0,2004\n20-29,27,4\n');
    expect(parseCsv(text)).toEqual([
      ['age_group', 'persons', 'year'],
      ['0-9', '<5', '2004'],
      ['10-19', '0', '2004'],
      ['20-29', '27', '4'],
    ]);
    expect(masked).toBe(1);
  });

  it('withholds a rate beside a masked count, which would give the count back', () => {
    const { text } = maskCsv(
      'target_id,outcome_id,persons,cases,person_years,rate_per_1000_py\n2,1,120,3,310.5,9.66\n2,1,2630,479,2187.99,218.92\n',
    );
    expect(parseCsv(text).slice(1)).toEqual([
      ['2', '1', '120', '<5', '310.5', ''],
      ['2', '1', '2630', '479', '2187.99', '218.92'],
    ]);
  });

  it('leaves an already masked file as the engine sent it, and quoted names intact', () => {
    const input = 'concept_name,persons\n"Hemorrhage, gastrointestinal",<5\n"Name with ""quotes""",12\n';
    const { text, masked } = maskCsv(input);
    expect(masked).toBe(0);
    expect(text).toBe(input);
    expect(parseCsv(text)[1]).toEqual(['Hemorrhage, gastrointestinal', '<5']);
  });
});
