// Later Tailwind utilities override earlier ones of the same kind: `cn('px-5 text-base', 'px-3')`
// keeps `px-3`, as when a page passes its own padding to a button. Tailwind's CSS does not follow
// class order, so the earlier class has to go. This is a small rule table for the utilities the
// app uses rather than a general class merger (ADR 029); class-merge.test.ts checks every pair of
// classes found in the source against the general one, so a new kind of utility that needs a rule
// fails that test until it has one. A class no rule knows is always kept.

const SIZE_WORDS = 'xs|sm|base|md|lg|xl|[2-9]xl';
const LENGTH = /^\[(?:-?[\d.]+(?:px|r?em|%|pt|mm|cm|in|vh|vw|dvh|dvw|ch|ex)|calc\(.*\))\]$/;
/** An inset value: a number of spacing steps, a fraction, px, full, auto or a bracketed value. */
const INSET = String.raw`(?:[\d.]+|\d+/\d+|px|full|auto|\[.+\])`;
const SIDES = ['t', 'r', 'b', 'l', 's', 'e', 'x', 'y'];

/** [group, pattern]; the first match names a class's group. */
const RULES: [string, RegExp][] = [
  [
    'display',
    /^(?:block|inline|inline-block|inline-flex|flex|inline-grid|grid|hidden|contents|table|flow-root|list-item)$/,
  ],
  ['position', /^(?:static|fixed|absolute|relative|sticky)$/],
  ['visibility', /^(?:visible|invisible|collapse)$/],
  ['sr', /^(?:sr-only|not-sr-only)$/],
  ['flex', /^flex-(?:1|auto|initial|none|\d+|\[.+\])$/],
  ['flex-direction', /^flex-(?:row|col)(?:-reverse)?$/],
  ['flex-wrap', /^flex-(?:wrap|wrap-reverse|nowrap)$/],
  ['shrink', /^shrink(?:-.+)?$/],
  ['grow', /^grow(?:-.+)?$/],
  ['basis', /^basis-.+$/],
  ['order', /^-?order-(?:first|last|none|\d+|\[.+\])$/],
  ['grid-cols', /^grid-cols-.+$/],
  ['grid-rows', /^grid-rows-.+$/],
  ['col-span', /^col-(?:span-.+|auto)$/],
  ['row-span', /^row-(?:span-.+|auto)$/],
  ['col-start', /^col-start-.+$/],
  ['col-end', /^col-end-.+$/],
  ['row-start', /^row-start-.+$/],
  ['row-end', /^row-end-.+$/],
  ['touch', /^touch-(?:auto|none|manipulation|pan-.+|pinch-zoom)$/],
  ['accent', /^accent-.+$/],
  ['items', /^items-.+$/],
  ['justify-items', /^justify-items-.+$/],
  ['justify-self', /^justify-self-.+$/],
  ['justify', /^justify-(?!items$|self$).+$/],
  ['self', /^self-.+$/],
  ['content', /^content-(?:center|start|end|between|around|evenly|stretch|normal|baseline)$/],
  ['place-items', /^place-items-.+$/],
  ['gap-x', /^gap-x-.+$/],
  ['gap-y', /^gap-y-.+$/],
  ['gap', /^gap-(?![xy]$).+$/],
  ['space-x', /^-?space-x-.+$/],
  ['space-y', /^-?space-y-.+$/],
  ...['p', 'm'].flatMap((box): [string, RegExp][] => [
    ...SIDES.map((side): [string, RegExp] => [`${box}${side}`, new RegExp(`^-?${box}${side}-.+$`)]),
    [box, new RegExp(`^-?${box}-.+$`)],
  ]),
  ['size', /^size-.+$/],
  ['min-w', /^min-w-.+$/],
  ['max-w', /^max-w-.+$/],
  ['min-h', /^min-h-.+$/],
  ['max-h', /^max-h-.+$/],
  ['w', /^w-.+$/],
  ['h', /^h-.+$/],
  ['inset-x', new RegExp(`^-?inset-x-${INSET}$`)],
  ['inset-y', new RegExp(`^-?inset-y-${INSET}$`)],
  ['inset', new RegExp(`^-?inset-${INSET}$`)],
  ['top', new RegExp(`^-?top-${INSET}$`)],
  ['right', new RegExp(`^-?right-${INSET}$`)],
  ['bottom', new RegExp(`^-?bottom-${INSET}$`)],
  ['left', new RegExp(`^-?left-${INSET}$`)],
  ['z', /^-?z-.+$/],
  ['overflow-x', /^overflow-x-.+$/],
  ['overflow-y', /^overflow-y-.+$/],
  ['overflow', /^overflow-(?![xy]$).+$/],
  ['font-size', new RegExp(`^text-(?:${SIZE_WORDS})(?:/.+)?$`)],
  ['text-align', /^text-(?:left|center|right|justify|start|end)$/],
  ['text-wrap', /^text-(?:wrap|nowrap|balance|pretty)$/],
  ['text-overflow', /^(?:truncate|text-ellipsis|text-clip)$/],
  ['text-color', /^text-.+$/],
  ['font-weight', /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ['font-family', /^font-.+$/],
  ['leading', /^leading-.+$/],
  ['tracking', /^-?tracking-.+$/],
  ['text-transform', /^(?:uppercase|lowercase|capitalize|normal-case)$/],
  ['font-style', /^(?:italic|not-italic)$/],
  ['tabular', /^(?:normal-nums|tabular-nums|proportional-nums)$/],
  ['decoration-line', /^(?:underline|overline|line-through|no-underline)$/],
  ['underline-offset', /^underline-offset-.+$/],
  ['decoration-style', /^decoration-(?:solid|double|dotted|dashed|wavy)$/],
  ['decoration-thickness', /^decoration-(?:auto|from-font|\d+)$/],
  ['decoration-color', /^decoration-.+$/],
  ['whitespace', /^whitespace-.+$/],
  ['break', /^break-(?:normal|words|all|keep)$/],
  ['line-clamp', /^line-clamp-.+$/],
  ['list-style-type', /^list-(?:disc|decimal|none|\[.+\])$/],
  ['list-position', /^list-(?:inside|outside)$/],
  ['align', /^align-.+$/],
  // tailwind-merge counts the gradients among background colours, and the app's classes were
  // written against it: a gradient after a colour replaces it.
  ['bg-image', /^bg-(?:linear-to|none$).*$/],
  ['bg-color', /^bg-.+$/],
  ['from', /^from-.+$/],
  ['via', /^via-.+$/],
  ['to', /^to-.+$/],
  ['rounded-tl', /^rounded-(?:tl|ss)(?:-.+)?$/],
  ['rounded-tr', /^rounded-(?:tr|se)(?:-.+)?$/],
  ['rounded-br', /^rounded-(?:br|ee)(?:-.+)?$/],
  ['rounded-bl', /^rounded-(?:bl|es)(?:-.+)?$/],
  ['rounded-t', /^rounded-t(?:-.+)?$/],
  ['rounded-r', /^rounded-r(?:-.+)?$/],
  ['rounded-b', /^rounded-b(?:-.+)?$/],
  ['rounded-l', /^rounded-l(?:-.+)?$/],
  ['rounded', /^rounded(?:-.+)?$/],
  ['border-style', /^border-(?:solid|dashed|dotted|double|hidden|none)$/],
  ['border-collapse', /^border-(?:collapse|separate)$/],
  ...SIDES.map((side): [string, RegExp] => [
    `border-w-${side}`,
    new RegExp(`^border-${side}(?:-(?:\\d+|\\[.+\\]))?$`),
  ]),
  ['border-w', /^border(?:-(?:\d+|\[.+\]))?$/],
  ['border-color', /^border-.+$/],
  ['divide-y', /^divide-y(?:-.+)?$/],
  ['divide-x', /^divide-x(?:-.+)?$/],
  ['shadow', /^shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|inner|none|\[.+\]))?$/],
  ['shadow-color', /^shadow-.+$/],
  ['ring-w', /^ring(?:-(?:\d+|\[.+\]))?$/],
  ['ring-offset', /^ring-offset-.+$/],
  ['ring-color', /^ring-.+$/],
  ['outline-style', /^outline-(?:none|hidden|solid|dashed|dotted|double)$/],
  ['outline-offset', /^-?outline-offset-.+$/],
  ['outline-w', /^outline(?:-(?:\d+|\[.+\]))?$/],
  ['outline-color', /^outline-.+$/],
  ['opacity', /^opacity-.+$/],
  ['fill', /^fill-.+$/],
  ['stroke', /^stroke-.+$/],
  ['backdrop-blur', /^backdrop-blur(?:-.+)?$/],
  ['blur', /^blur(?:-.+)?$/],
  ['filter', /^filter(?:-none)?$/],
  ['transition', /^transition(?:-.+)?$/],
  ['duration', /^duration-.+$/],
  ['ease', /^ease-.+$/],
  ['delay', /^delay-.+$/],
  ['animate', /^animate-(?:none|spin|ping|pulse|bounce|\[.+\])$/],
  ['translate-x', /^-?translate-x-.+$/],
  ['translate-y', /^-?translate-y-.+$/],
  ['rotate', /^-?rotate-.+$/],
  ['scale', /^-?scale-.+$/],
  ['origin', /^origin-.+$/],
  ['cursor', /^cursor-.+$/],
  ['pointer-events', /^pointer-events-.+$/],
  ['select', /^select-(?:none|text|all|auto)$/],
  ['scroll-mt', /^-?scroll-mt-.+$/],
  ['scroll-mb', /^-?scroll-mb-.+$/],
];

/** Groups a class of the key's group overrides besides its own. */
const OVERRIDES: Record<string, string[]> = {
  p: SIDES.map((side) => `p${side}`),
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: SIDES.map((side) => `m${side}`),
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': SIDES.map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
};

function groupOf(utility: string): string | undefined {
  // A bracketed property (`[overflow-wrap:anywhere]`) is grouped by the property it sets.
  const property = /^\[([a-z-]+):.+\]$/.exec(utility)?.[1];
  if (property) return `[${property}]`;
  // An arbitrary text size reads as a length; any other arbitrary text value is a colour.
  const text = /^text-(\[.+\])$/.exec(utility)?.[1];
  if (text) return LENGTH.test(text) ? 'font-size' : 'text-color';
  return RULES.find(([, pattern]) => pattern.test(utility))?.[0];
}

/** Splits `md:hover:px-3` into its variants and utility, leaving colons inside brackets alone. */
function splitVariants(className: string): { variants: string; utility: string } {
  let depth = 0;
  let start = 0;
  const variants: string[] = [];
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === '[') depth += 1;
    else if (char === ']') depth -= 1;
    else if (char === ':' && depth === 0) {
      variants.push(className.slice(start, index));
      start = index + 1;
    }
  }
  // The order of plain variants does not matter (`hover:md:` is `md:hover:`); a bracketed one keeps its place.
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[')) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  sorted.push(...run.sort());
  return { variants: sorted.join(':'), utility: className.slice(start) };
}

/** Drops every class that a later class of the same kind (and the same variants) overrides. */
export function mergeClasses(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (const className of classes.reverse()) {
    const { variants, utility } = splitVariants(className);
    const important = utility.startsWith('!') || utility.endsWith('!') ? '!' : '';
    const group = groupOf(utility.replace(/^!|!$/g, ''));
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    const key = `${variants}:${important}${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(`${variants}:${important}${overridden}`);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
