// Words any answer may contain besides the question's own phrases: function words, yes/no and
// numbers. The recogniser can only hear words it is given, so these let a child answer in their
// own words; they weigh less than the expected phrases.
export const BASE_VOCABULARY: readonly string[] = `
i i'm me my we we're us our you your he he's him his she she's her they they're them their it it's
a an the this that these those there there's here what where who
is are was were am be been being do does did don't can can't have has had will
and or but so because not no yes yeah okay please help sorry thank thanks
in on at to of with from for up down out off near by next over under behind
need want know think see go come get got call called live lives
zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred
`
  .split(/\s+/)
  .filter(Boolean);
