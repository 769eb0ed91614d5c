import { childLimitFor, getPlan, type PlanTier } from '@callready/core';
import { Button } from '@/components/ui/button';
import type { KeepChoice } from './keep-children-dialog';

type KeepChildrenSectionProps = {
  /** The plan after the end of this period, smaller than the number of children. */
  afterEnd: PlanTier;
  /** 'd MMMM yyyy' when the plan shrinks, if known. */
  from: string | null | undefined;
  kids: KeepChoice[];
  keptChildIds: string[] | null;
  onChoose: () => void;
};

/** Which children stay active when the plan shrinks (docs/product.md §5), and the way to choose them. */
export function KeepChildrenSection({
  afterEnd,
  from,
  kids,
  keptChildIds,
  onChoose,
}: KeepChildrenSectionProps) {
  return (
    <section
      aria-labelledby="keep-heading"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-6"
    >
      <h2 id="keep-heading" className="text-xl font-extrabold">
        Children on the {getPlan(afterEnd).name} plan
      </h2>
      <p>
        From {from} your plan has room for {childLimitFor(afterEnd)} of your {kids.length} children.{' '}
        {keptChildIds
          ? `Staying active: ${kids
              .filter((kid) => keptChildIds.includes(kid.id))
              .map((kid) => kid.name)
              .join(', ')}.`
          : 'Unless you choose, the children you added first stay active.'}
      </p>
      <Button className="w-fit" variant="outline" onClick={onChoose}>
        Choose children to keep
      </Button>
    </section>
  );
}
