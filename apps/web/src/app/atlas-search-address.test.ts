import { describe, expect, it } from 'vitest';
import { askOf, paramsOf, searchHref, searchTargetOf } from './atlas-search-address';

// The search page's address: what a shared link, a kept search or the back button brings back is the
// same search.

describe('the search in the address', () => {
  it('reads every part of a search and writes it back the same', () => {
    const text =
      'q=%EC%B6%9C%ED%98%88&atlas=2,1&domain=Condition&domain=Drug&vocabulary=SNOMED&class=Clinical+Finding&standard=S&validity=INVALID&page=3&size=50&sort=-hospitals';
    const ask = askOf(new URLSearchParams(text));
    expect(ask).toEqual({
      query: '출혈',
      atlasIds: [2, 1],
      domainIds: ['Condition', 'Drug'],
      vocabularyIds: ['SNOMED'],
      conceptClassIds: ['Clinical Finding'],
      standard: 'S',
      validity: 'INVALID',
      page: 2,
      size: 50,
      sort: { field: 'hospitals', order: 'desc' },
    });
    expect(askOf(paramsOf(ask))).toEqual(ask);
  });

  it('leaves out what it cannot mean rather than refusing the page', () => {
    const ask = askOf(
      new URLSearchParams('q=+a+&atlas=1,x,-2,0&standard=Q&validity=no&page=-1&size=30&sort=nope'),
    );
    expect(ask).toMatchObject({
      query: 'a',
      atlasIds: [1],
      standard: null,
      validity: null,
      page: 0,
      size: 20,
      sort: null,
    });
  });

  it('keeps the address short: the defaults are not written', () => {
    expect(paramsOf(askOf(new URLSearchParams('q=celecoxib&size=20&page=1'))).toString()).toBe('q=celecoxib');
  });

  it('opens a kept search as the search page reads it, on its first page in the default order', () => {
    const ask = askOf(
      new URLSearchParams(
        'q=%EC%B6%9C%ED%98%88&atlas=3,1&domain=Condition&class=Clinical+Finding&validity=VALID&page=4&size=50&sort=name',
      ),
    );
    const target = searchTargetOf(ask);
    expect(target).toEqual({
      query: '출혈',
      atlasIds: [3, 1],
      domainIds: ['Condition'],
      vocabularyIds: [],
      conceptClassIds: ['Clinical Finding'],
      standard: null,
      validity: 'VALID',
    });
    const href = searchHref(target);
    expect(href.startsWith('/atlas/search?')).toBe(true);
    expect(askOf(new URL(href, 'http://localhost').searchParams)).toEqual({
      ...target,
      page: 0,
      size: 20,
      sort: null,
    });
  });
});
