import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCollapsedList } from './use-collapsed-list';

describe('useCollapsedList (2 until Tümünü Gör)', () => {
  it('shows the first 2, then all after expand', () => {
    const { result } = renderHook(() => useCollapsedList([1, 2, 3, 4, 5], 2));
    expect(result.current.visible).toEqual([1, 2]);
    expect(result.current).toMatchObject({ canExpand: true, hidden: 3, expanded: false });
    act(() => result.current.expand());
    expect(result.current.visible).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.canExpand).toBe(false);
  });
  it('has nothing to expand with 2 or fewer', () => {
    for (const items of [[], [1], [1, 2]]) {
      const { result } = renderHook(() => useCollapsedList(items, 2));
      expect(result.current.visible).toEqual(items);
      expect(result.current.canExpand).toBe(false);
    }
  });
});
