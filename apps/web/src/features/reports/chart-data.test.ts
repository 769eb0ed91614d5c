import { describe, expect, it } from 'vitest';
import { starsTimeline } from './chart-data';

describe('starsTimeline', () => {
  it('gives every day of a month a place, with gaps on days without calls', () => {
    const points = starsTimeline({ from: '2026-03-01', to: '2026-03-31' }, [
      { date: '2026-03-02', averageStars: 4, count: 2 },
      { date: '2026-03-30', averageStars: 2.5, count: 1 },
    ]);
    expect(points).toHaveLength(31);
    expect(points[0]).toEqual({ date: '2026-03-01', averageStars: null, count: 0 });
    expect(points[1]).toEqual({ date: '2026-03-02', averageStars: 4, count: 2 });
    expect(points[29]).toEqual({ date: '2026-03-30', averageStars: 2.5, count: 1 });
    expect(points.filter((point) => point.averageStars !== null)).toHaveLength(2);
  });

  it('keeps only the days with calls for a long range', () => {
    const days = [
      { date: '2025-01-02', averageStars: 3, count: 1 },
      { date: '2026-01-02', averageStars: 5, count: 1 },
    ];
    expect(starsTimeline({ from: '2025-01-01', to: '2026-12-31' }, days)).toEqual(days);
  });
});
