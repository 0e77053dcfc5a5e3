import { describe, expect, it } from 'vitest';
import { nextSort } from './columns';

describe('nextSort', () => {
  it('cycles a column ascending → descending → unsorted (spec §2)', () => {
    const ascending = nextSort(null, 'name');
    expect(ascending).toEqual({ id: 'name', desc: false });
    const descending = nextSort(ascending, 'name');
    expect(descending).toEqual({ id: 'name', desc: true });
    expect(nextSort(descending, 'name')).toBeNull();
  });

  it('starts another column at ascending, whatever the current sort', () => {
    expect(nextSort({ id: 'name', desc: true }, 'patients')).toEqual({ id: 'patients', desc: false });
    expect(nextSort({ id: 'name', desc: false }, 'patients')).toEqual({ id: 'patients', desc: false });
  });
});
