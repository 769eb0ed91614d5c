import type { CountryId } from '@callready/core';
import { cn } from '@/lib/cn';

// Small drawn flags: emoji flags show as bare letters on Windows, so we draw our own.
// They are decorative; the country's name is always shown beside them.

function starPoints(cx: number, cy: number, outer: number, points = 5): string {
  const inner = outer * (points === 7 ? 0.47 : 0.4);
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / points) * index - Math.PI / 2;
    corners.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return corners.join(' ');
}

/** The Union Flag drawn into a width × height box (it appears whole on the UK flag and in the corner of two others). */
function UnionJack({ width, height }: { width: number; height: number }) {
  return (
    <svg x="0" y="0" width={width} height={height} viewBox="0 0 60 30" preserveAspectRatio="none">
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#C8102E" strokeWidth="2" />
      <path d="M30,0 V30 M0,15 H60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 V30 M0,15 H60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}

const MAPLE_LEAF =
  'M30,6 L32.2,10.6 L35,9.4 L33.8,16.6 L38.2,12.2 L39.2,14.4 L43.6,13.6 L42,18.4 L44.2,19.6 L36.4,26 L37.2,28.6 L30.8,27.8 L31,34 L29,34 L29.2,27.8 L22.8,28.6 L23.6,26 L15.8,19.6 L18,18.4 L16.4,13.6 L20.8,14.4 L21.8,12.2 L26.2,16.6 L25,9.4 L27.8,10.6 Z';

function FlagArt({ id }: { id: CountryId }) {
  switch (id) {
    case 'uk':
      return <UnionJack width={60} height={40} />;
    case 'us':
      return (
        <>
          <rect width="60" height="40" fill="#fff" />
          {Array.from({ length: 7 }, (_, index) => (
            <rect key={index} y={(index * 2 * 40) / 13} width="60" height={40 / 13} fill="#B22234" />
          ))}
          <rect width="26" height={(7 * 40) / 13} fill="#3C3B6E" />
          {Array.from({ length: 4 }, (_, row) =>
            Array.from({ length: 5 }, (_, column) => (
              <circle key={`${row}-${column}`} cx={3 + column * 5} cy={3 + row * 4.9} r="1.05" fill="#fff" />
            )),
          )}
        </>
      );
    case 'ca':
      return (
        <>
          <rect width="60" height="40" fill="#fff" />
          <rect width="15" height="40" fill="#D52B1E" />
          <rect x="45" width="15" height="40" fill="#D52B1E" />
          <path d={MAPLE_LEAF} fill="#D52B1E" />
        </>
      );
    case 'au':
      return (
        <>
          <rect width="60" height="40" fill="#012169" />
          <UnionJack width={30} height={20} />
          <polygon points={starPoints(15, 30, 5, 7)} fill="#fff" />
          <polygon points={starPoints(45, 33, 2.6, 7)} fill="#fff" />
          <polygon points={starPoints(37, 18, 2.6, 7)} fill="#fff" />
          <polygon points={starPoints(45, 7, 2.6, 7)} fill="#fff" />
          <polygon points={starPoints(52, 15, 2.6, 7)} fill="#fff" />
          <polygon points={starPoints(48.5, 21, 1.4)} fill="#fff" />
        </>
      );
    case 'ie':
      return (
        <>
          <rect width="20" height="40" fill="#169B62" />
          <rect x="20" width="20" height="40" fill="#fff" />
          <rect x="40" width="20" height="40" fill="#FF883E" />
        </>
      );
    case 'nz':
      return (
        <>
          <rect width="60" height="40" fill="#012169" />
          <UnionJack width={30} height={20} />
          {[
            [45, 33, 3.4],
            [37.5, 16, 3],
            [45, 7, 2.8],
            [52, 14, 3.2],
          ].map(([cx = 0, cy = 0, r = 0]) => (
            <g key={`${cx}-${cy}`}>
              <polygon points={starPoints(cx, cy, r + 1)} fill="#fff" />
              <polygon points={starPoints(cx, cy, r)} fill="#C8102E" />
            </g>
          ))}
        </>
      );
  }
}

export function CountryFlag({ id, className }: { id: CountryId; className?: string }) {
  return (
    <svg
      viewBox="0 0 60 40"
      className={cn(
        'inline-block h-[1em] w-[1.5em] shrink-0 overflow-hidden rounded-[3px] shadow-[0_0_0_1px_rgba(15,23,42,0.15)]',
        className,
      )}
      aria-hidden="true"
      focusable="false"
    >
      <FlagArt id={id} />
    </svg>
  );
}
