import { describe, expect, it } from 'vitest';
import { promptFor } from './SessionWatcher';

describe('promptFor', () => {
  it('offers the notes first, then the support replies', () => {
    expect(promptFor({ noteCount: 2, helpCount: 1 }, '/')).toEqual({ id: 'msg2003', path: '/note' });
    expect(promptFor({ noteCount: 0, helpCount: 1 }, '/')).toEqual({ id: 'msg2004', path: '/help' });
  });

  it('does not offer the page the member is already on', () => {
    expect(promptFor({ noteCount: 2, helpCount: 1 }, '/note')).toEqual({ id: 'msg2004', path: '/help' });
    expect(promptFor({ noteCount: 0, helpCount: 3 }, '/help')).toBeNull();
  });

  it('ignores counts that are zero or not numbers', () => {
    expect(promptFor({ noteCount: '0', helpCount: null }, '/')).toBeNull();
    expect(promptFor({ noteCount: 'abc', helpCount: undefined }, '/')).toBeNull();
    expect(promptFor({ noteCount: '3', helpCount: 0 }, '/')).toEqual({ id: 'msg2003', path: '/note' });
  });
});
