import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@cdmnet/ui';
import { ExternalLinkButton, openExternalLink } from './external-link';

// One way out of the platform for the master's service tables and the vocabulary search: a new tab
// that cannot reach back, or ux.md's warning when there is no link.

const warnings = () =>
  toast
    .getSnapshot()
    .filter((entry) => entry.open)
    .map((entry) => entry.detail);

afterEach(() => {
  toast.clear();
  vi.restoreAllMocks();
});

describe('an external link', () => {
  it('opens in a new tab without access back to this one', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openExternalLink('https://atlas.hanbit.ac.kr/atlas/#/concept/192671');
    expect(open).toHaveBeenCalledWith(
      'https://atlas.hanbit.ac.kr/atlas/#/concept/192671',
      '_blank',
      'noopener,noreferrer',
    );
    expect(warnings()).toEqual([]);
  });

  it('warns that the link does not exist when there is none', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openExternalLink(null);
    expect(open).not.toHaveBeenCalled();
    expect(warnings()).toEqual(['링크가 존재하지 않습니다.']);
  });

  it('is a link to a new tab as a button, or a button that warns', () => {
    const { unmount } = render(
      <ExternalLinkButton href="http://engine.hanbit.ac.kr:8888" label="콘솔 열기" />,
    );
    const link = screen.getByRole('link', { name: '콘솔 열기' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    unmount();
    render(<ExternalLinkButton href={null} label="콘솔 열기" />);
    fireEvent.click(screen.getByRole('button', { name: '콘솔 열기' }));
    expect(warnings()).toEqual(['링크가 존재하지 않습니다.']);
  });
});
