import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A selling point: an icon, a short title and a sentence or two. */
export type IconPoint = { icon: LucideIcon; title: string; text: string };

type IconPointListProps = {
  points: readonly IconPoint[];
  /** `stacked`: the icon above the words (cards in a grid); `beside`: the icon to their left. */
  layout?: 'stacked' | 'beside';
  /**
   * `page`: headed points with primary-tinted icon tiles. `on-primary`: for a panel in the primary
   * colour, with translucent tiles and light text; such a panel is not a page section, so its
   * titles are bold text rather than headings.
   */
  tone?: 'page' | 'on-primary';
  /** The list's own layout (grid, gaps). */
  className?: string;
  /** Each point's surface: border, background, padding. */
  itemClassName?: string;
  /** Icon tile colours, where they differ from the tone's. */
  iconClassName?: string;
  /** Title size, where it differs from the tone's. */
  titleClassName?: string;
};

const TONES = {
  page: {
    heading: true,
    tile: 'size-12 bg-primary-soft text-primary',
    words: 'gap-1.5',
    title: 'text-lg font-bold',
    text: 'text-slate-700',
  },
  'on-primary': {
    heading: false,
    tile: 'size-11 bg-white/15',
    words: 'gap-0.5',
    title: 'font-bold',
    text: 'text-blue-50',
  },
} as const;

/** The marketing pages' and sign-up panel's lists of points, each with an icon in a rounded tile. */
export function IconPointList({
  points,
  layout = 'stacked',
  tone = 'page',
  className,
  itemClassName,
  iconClassName,
  titleClassName,
}: IconPointListProps) {
  const look = TONES[tone];
  const stacked = layout === 'stacked';
  const Title = look.heading ? 'h3' : 'span';
  const Text = look.heading ? 'p' : 'span';
  const Words = look.heading ? 'div' : 'span';

  return (
    <ul className={className}>
      {points.map(({ icon: Icon, title, text }) => {
        const words = (
          <>
            <Title className={cn(look.title, titleClassName)}>{title}</Title>
            <Text className={cn('leading-relaxed', look.text)}>{text}</Text>
          </>
        );
        return (
          <li key={title} className={cn('flex', stacked ? 'flex-col gap-3' : 'gap-4', itemClassName)}>
            {/* Beside the words, the tile must not be squeezed by a long text. */}
            <span
              className={cn(
                'flex items-center justify-center rounded-xl',
                !stacked && 'shrink-0',
                look.tile,
                iconClassName,
              )}
            >
              <Icon className="size-6" aria-hidden="true" />
            </span>
            {stacked ? words : <Words className={cn('flex flex-col', look.words)}>{words}</Words>}
          </li>
        );
      })}
    </ul>
  );
}
